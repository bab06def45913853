// mailto: links with the page's subject, encoded per RFC 6068: spaces as %20, and no raw &, ? or line break.
import { createContext, useContext } from "react";

/** The subject of the page being shown; the app sets it for the page and the footer alike. */
export const MailSubjectContext = createContext<string | undefined>(undefined);

export const useMailSubject = () => useContext(MailSubjectContext);

/** Adds subject= unless the link sets its own (an editor's mailto:{email}?subject=… wins). */
export function withSubject(href: string, subject: string | undefined): string {
  if (!subject || /[?&]subject=/i.test(href)) return href;
  return `${href}${href.includes("?") ? "&" : "?"}subject=${encodeURIComponent(subject)}`;
}

export const mailtoHref = (address: string, subject: string | undefined) => withSubject(`mailto:${address}`, subject);
