// One link component for every href the schema allows: site paths navigate in-app, https opens a new tab.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useT } from "../core/i18n";
import { useCtaLink } from "./cta";
import { useSite } from "../core/contexts";
import { isOwnRoute, localHref } from "./local-href";
import { linkKind } from "./link-policy";
import { useMailSubject, withSubject } from "./mailto";

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  "aria-current"?: "page";
  /** A call to action: its position in its place (1, 2, … or a name such as email); gives it data-cta. */
  cta?: string;
}

export function SmartLink({ href: written, children, cta, ...attributes }: Props) {
  const t = useT();
  const site = useSite();
  const subject = useMailSubject();
  const given = localHref(site, written);
  const call = useCtaLink(given, cta);
  const href = call?.href ?? given;
  // data-cta first on every link, so the pages compress as well as they can.
  const tag = call ? { "data-cta": call.id } : {};
  const rest = attributes;
  switch (linkKind(given)) {
    case "internal":
      // Another language's page has its own site data: the browser loads it as a new document.
      if (!isOwnRoute(site, href)) return <a {...tag} href={href} {...rest}>{children}</a>;
      return (
        <Link {...tag} href={href} {...rest}>
          {children}
        </Link>
      );
    case "external":
      return (
        <a {...tag} href={href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
          <span className="visually-hidden">{` (${t("global.opensInNewTab")})`}</span>
        </a>
      );
    case "mailto":
      return (
        <a {...tag} href={withSubject(href, subject && call ? `${subject} ${call.reference}` : subject)} {...rest}>
          {children}
        </a>
      );
    case "anchor":
      return (
        <a {...tag} href={href} {...rest}>
          {children}
        </a>
      );
    default:
      // The build refuses such an href; should one get past it, the words stay and nothing becomes clickable.
      return <span className={rest.className}>{children}</span>;
  }
}
