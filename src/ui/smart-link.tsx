// One link component for every href the schema allows: site paths navigate in-app, https opens a new tab.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useT } from "../core/i18n";
import { linkKind } from "./link-policy";
import { useMailSubject, withSubject } from "./mailto";

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  "aria-current"?: "page";
}

export function SmartLink({ href, children, ...rest }: Props) {
  const t = useT();
  const subject = useMailSubject();
  switch (linkKind(href)) {
    case "internal":
      return (
        <Link href={href} {...rest}>
          {children}
        </Link>
      );
    case "external":
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
          <span className="visually-hidden">{` (${t("global.opensInNewTab")})`}</span>
        </a>
      );
    case "mailto":
      return (
        <a href={withSubject(href, subject)} {...rest}>
          {children}
        </a>
      );
    case "anchor":
      return (
        <a href={href} {...rest}>
          {children}
        </a>
      );
    default:
      // The build refuses such an href; should one get past it, the words stay and nothing becomes clickable.
      return <span className={rest.className}>{children}</span>;
  }
}
