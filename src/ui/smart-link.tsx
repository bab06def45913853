// One link component for every href the schema allows: site paths navigate in-app, https opens a new tab.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useT } from "../i18n";

export type LinkKind = "internal" | "anchor" | "external" | "mailto";

export function linkKind(href: string): LinkKind {
  if (href.startsWith("#")) return "anchor";
  if (href.startsWith("mailto:")) return "mailto";
  if (href.startsWith("https://")) return "external";
  return "internal";
}

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  "aria-current"?: "page";
}

export function SmartLink({ href, children, ...rest }: Props) {
  const t = useT();
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
          <span className="visually-hidden"> ({t("global.opensInNewTab")})</span>
        </a>
      );
    default:
      return (
        <a href={href} {...rest}>
          {children}
        </a>
      );
  }
}
