// The subject every e-mail link on a page carries, so the company can tell which page (which market) a lead came from.
import type { PageMetaSpec } from "../../schema/meta";

/** The page's own meta.emailSubject, else one made from its breadcrumb: the market on a country page, the page elsewhere. */
export function emailSubject(meta: PageMetaSpec): string {
  if (meta.emailSubject) return meta.emailSubject;
  const name = meta.breadcrumb ?? meta.title.split(" | ")[0];
  return meta.country ? `Hiring enquiry: ${name}` : `Enquiry from the ${name} page`;
}

/** For links outside any page (the not-found page). */
export const siteEmailSubject = (brand: string) => `Enquiry from the ${brand} website`;
