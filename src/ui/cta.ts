// Calls to action: each one's stable id (data-cta), the counted /go/ path of those that leave the site, the booking link's UTM parameters, the e-mail reference.
import { createContext, useContext } from "react";

/** The page being shown, as calls to action name it. */
export interface CtaPage {
  /** The page's part of every id: "for-kuwait", "home". */
  id: string;
  /** What e-mail subjects carry before the place: the country code on a country page ("KW"), else the page's id. */
  ref: string;
}

export const CtaPageContext = createContext<CtaPage>({ id: "site", ref: "site" });
/** Where on the page: a section's id (or its type), "header" or "footer". */
export const CtaPlaceContext = createContext<string>("page");
/**
 * The prerender's record of every /go/ path and where it leads (the host's redirect rules are written from it); in
 * the browser nothing records.
 */
export const CtaRecordContext = createContext<((cta: string, target: string) => void) | undefined>(undefined);

/** Calls to action that leave the site go through this same-site path; the host answers it with a 302. */
export const GO_PREFIX = "/go/";

/** A page path as ids name it: "/" → "home", "/de/for-kuwait" → "de-for-kuwait". */
export const ctaPageId = (path: string) => path.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";

/** `[KW-hero]`, `[KW-hero-2]`, `[contact-footer]`: short enough to read out on the phone. */
export function mailReference(page: CtaPage, place: string, position: string): string {
  return `[${page.ref}-${place}${+position > 1 ? `-${position}` : ""}]`;
}

export interface CtaLink {
  /** The id, `page/place/position` (the header's: `header/position`). */
  id: string;
  /** The href to render: a site path or mailto: unchanged, /go/<id> for a link that leaves the site. */
  href: string;
  /** For mailto: the reference the subject ends with. */
  reference: string;
}

/** The call to action at `position` of the current place, for a link to `href` (after its placeholders are filled). */
export function useCtaLink(href: string, position: string | undefined): CtaLink | undefined {
  const page = useContext(CtaPageContext);
  const place = useContext(CtaPlaceContext);
  const record = useContext(CtaRecordContext);
  if (position === undefined) return undefined;
  const id = place === "header" ? `header/${position}` : `${page.id}/${place}/${position}`;
  const reference = mailReference(page, place, position);
  if (!/^https:\/\//i.test(href)) return { id, href, reference };
  // The build adds the booking page's UTM parameters to the target (src/pipeline/redirects.ts).
  record?.(id, href);
  return { id, href: GO_PREFIX + id, reference };
}
