// The subject every e-mail link on a page carries, so the company can tell which page (which market) a lead came from.
import type { PageMetaSpec } from "../../schema/meta";
import type { Country } from "../../schema/site";

/** The subjects' wording in the page's language (global.emailSubject.* of its locale file), {name} filled in. */
export interface SubjectWords {
  country: string;
  page: string;
  site: string;
}

export const ENGLISH_SUBJECTS: SubjectWords = {
  country: "Hiring enquiry: {name}",
  page: "Enquiry from the {name} page",
  site: "Enquiry from the {name} website",
};

const filled = (template: string, name: string) => template.replace("{name}", name);

/** The page's own meta.emailSubject, else the market on a country page (from countries:), else the page's name. */
export function emailSubject(meta: PageMetaSpec, country: Country | undefined, words: SubjectWords = ENGLISH_SUBJECTS): string {
  if (meta.emailSubject) return meta.emailSubject;
  if (country) return filled(words.country, country.name);
  return filled(words.page, meta.breadcrumb ?? meta.title.split(" | ")[0]);
}

/** For links outside any page (the not-found page). */
export const siteEmailSubject = (brand: string, words: SubjectWords = ENGLISH_SUBJECTS) => filled(words.site, brand);
