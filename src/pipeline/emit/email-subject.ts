// The subject every e-mail link on a page carries, so the company can tell which page (which market) a lead came from.
import type { PageMetaSpec } from "../../schema/meta";
import type { Country } from "../../schema/site";

/** The page's own meta.emailSubject, else the market on a country page (from countries:), else the page's name. */
export function emailSubject(meta: PageMetaSpec, country: Country | undefined): string {
  if (meta.emailSubject) return meta.emailSubject;
  if (country) return `Hiring enquiry: ${country.name}`;
  return `Enquiry from the ${meta.breadcrumb ?? meta.title.split(" | ")[0]} page`;
}

/** For links outside any page (the not-found page). */
export const siteEmailSubject = (brand: string) => `Enquiry from the ${brand} website`;
