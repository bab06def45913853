// A new country in one step: its page from the template, its route, its entry in countries:, its consultant, and its
// entry in every list of countries on the pages. Used by `npm run new-country` (and any tool that adds a country).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadProject } from "../../src/pipeline/load/project";
import { addCountryToLists } from "./page-edit";
import { addCountry, existing, SiteEditError, type Country } from "./site-edit";

export const SLUG = /^[a-z]+(-[a-z]+)*$/;
export const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** A request that cannot be carried out; nothing was changed. */
export class Refused extends Error {}

export interface Scaffolded {
  country: Country;
  /** What was written, for the editor: one line each. */
  done: string[];
}

export function scaffoldCountry(root: string, slug: string, rawName: string): Scaffolded {
  const name = rawName.trim();
  if (slug.startsWith("for-")) throw new Refused(`write the slug without "for-": npm run new-country -- ${slug.slice(4)} "${rawName}"`);
  if (!SLUG.test(slug) || slug.length > 40) throw new Refused(`"${slug}" is not a usable slug: lower-case letters a-z, words joined by hyphens, e.g. new-zealand or hong-kong`);
  if (!NAME.test(name) || name.length > 40) throw new Refused(`"${rawName}" is not a usable country name: letters, spaces, hyphens and apostrophes, at most 40 characters`);
  const country: Country = { name, path: `/for-${slug}`, page: `for-${slug}`, person: `${slug}-consultant` };
  const pageFile = join(root, "pages", `${country.page}.yaml`);
  const siteFile = join(root, "site.yaml");
  if (!existsSync(siteFile)) throw new Refused(`no site.yaml in ${root}: run this from the project folder`);
  const siteText = readFileSync(siteFile, "utf8");
  const has = existing(siteText);
  if (existsSync(pageFile)) throw new Refused(`pages/${country.page}.yaml already exists: the country "${slug}" has a page. Edit that file instead`);
  if (has.paths.includes(country.path) || has.pages.includes(country.page)) throw new Refused(`site.yaml already has the route ${country.path}; remove it first, or pick another slug`);
  if (has.people.includes(country.person)) throw new Refused(`site.yaml already has a person called ${country.person}; remove it first, or pick another slug`);

  let edited: string;
  try {
    edited = addCountry(siteText, country);
  } catch (error) {
    if (error instanceof SiteEditError) throw new Refused(error.message);
    throw error;
  }
  const template = readFileSync(join(import.meta.dirname, "template.yaml"), "utf8");
  writeFileSync(pageFile, template.replaceAll("__COUNTRY__", country.name).replaceAll("__PERSON__", country.person));
  writeFileSync(siteFile, edited);
  const lists = addCountryToLists(loadProject(root), country);
  return {
    country,
    done: [
      `Created pages/${country.page}.yaml`,
      `Added to site.yaml: the route ${country.path}, "${country.name}" in countries: (the footer links to it) and the consultant ${country.person}`,
      ...lists.map((page) => `Added ${country.name} to the list of countries in ${page}`),
    ],
  };
}
