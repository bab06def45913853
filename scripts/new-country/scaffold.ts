// A new country in one step: its page from the template, its route, its entry in countries:, its consultant, and its
// entry in every list of countries on the pages. Every file is made in memory and checked as the build checks it
// before the first is written; then all are written, or (on any failure) none. Used by `npm run new-country` and the editor.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Document } from "yaml";
import { checkProject } from "../../src/pipeline/check/project";
import { hashOf, projectFileExists, readProjectText, removeProjectPath, UnsafePathError, writeProjectFile } from "../../src/pipeline/files/project-files";
import { loadProject } from "../../src/pipeline/load/project";
import { checkCode } from "./country-code";
import { addCountryToLists } from "./page-edit";
import { addCountryToSiteWords } from "./site-words-edit";
import { addCountry, existing, SiteEditError, type Country } from "./site-edit";

export const SLUG = /^[a-z]+(-[a-z]+)*$/;
export const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
/** The longest name every field of the new page holds (its longest, a search keyword of at most 60 characters, leaves 29). */
export const MAX_NAME = 29;

/** A request that cannot be carried out; nothing was changed. */
export class Refused extends Error {}

export interface Scaffolded {
  country: Country;
  /** What was written, for the editor: one line each. */
  done: string[];
}

/** The template with the country filled in; where the name is a whole value, written as YAML needs (Null, True, Yes). */
export function pageFromTemplate(country: Country): string {
  const template = readFileSync(join(import.meta.dirname, "template.yaml"), "utf8");
  const scalar = new Document(country.name).toString().trim();
  return template.replace(/(:[ \t]+)__COUNTRY__[ \t]*$/gm, (_, before: string) => before + scalar).replaceAll("__COUNTRY__", country.name).replaceAll("__PERSON__", country.person);
}

/** Writes every file or none: on a failure, what was written already is put back as it was. */
function writeAll(root: string, files: Map<string, { text: string; before: string | undefined }>) {
  const written: string[] = [];
  try {
    for (const [name, { text, before }] of files) {
      writeProjectFile(root, name, text, { expect: before === undefined ? "absent" : hashOf(before) });
      written.push(name);
    }
  } catch (error) {
    for (const name of written.reverse()) {
      const before = files.get(name)!.before;
      if (before === undefined) removeProjectPath(root, name);
      else writeProjectFile(root, name, before);
    }
    throw error instanceof UnsafePathError ? new Refused(`${error.message}; nothing was changed`) : error;
  }
}

/** `rawCode` (ISO 3166-1 alpha-2) is written into the country's entry in countries:; the editor always asks for it. */
export function scaffoldCountry(root: string, slug: string, rawName: string, rawCode?: string): Scaffolded {
  const name = rawName.trim();
  if (slug.startsWith("for-")) throw new Refused(`write the slug without "for-": npm run new-country -- ${slug.slice(4)} "${rawName}"`);
  if (!SLUG.test(slug) || slug.length > 40) throw new Refused(`"${slug}" is not a usable slug: lower-case letters a-z, words joined by hyphens, e.g. new-zealand or hong-kong`);
  if (!NAME.test(name)) throw new Refused(`"${rawName}" is not a usable country name: letters, spaces, hyphens and apostrophes`);
  if (name.length > MAX_NAME) throw new Refused(`"${rawName}" is ${name.length} characters; a country name may have at most ${MAX_NAME}, so that every field of the new page holds it`);
  const country: Country = { name, path: `/for-${slug}`, page: `for-${slug}`, person: `${slug}-consultant` };
  const pageFile = `pages/${country.page}.yaml`;
  try {
    if (!projectFileExists(root, "site.yaml")) throw new Refused(`no site.yaml in ${root}: run this from the project folder`);
    if (projectFileExists(root, pageFile)) throw new Refused(`${pageFile} already exists: the country "${slug}" has a page. Edit that file instead`);
  } catch (error) {
    if (error instanceof UnsafePathError) throw new Refused(`${error.message}; nothing was changed`);
    throw error;
  }
  const siteText = readProjectText(root, "site.yaml");
  const has = existing(siteText);
  if (rawCode !== undefined) {
    const checked = checkCode(rawCode, name, has.codes);
    if ("refused" in checked) throw new Refused(checked.refused);
    country.code = checked.code;
  }
  if (has.paths.includes(country.path) || has.pages.includes(country.page)) throw new Refused(`site.yaml already has the route ${country.path}; remove it first, or pick another slug`);
  if (has.people.includes(country.person)) throw new Refused(`site.yaml already has a person called ${country.person}; remove it first, or pick another slug`);

  let edited: string;
  try {
    edited = addCountry(siteText, country);
  } catch (error) {
    if (error instanceof SiteEditError) throw new Refused(error.message);
    throw error;
  }
  const files = new Map<string, { text: string; before: string | undefined }>([
    [pageFile, { text: pageFromTemplate(country), before: undefined }],
    ["site.yaml", { text: edited, before: siteText }],
  ]);
  const texts = () => new Map([...files].map(([file, { text }]) => [file, text]));
  const lists = addCountryToLists(loadProject(root, texts()), country);
  for (const [file, text] of lists) files.set(file, { text, before: readProjectText(root, file) });
  const words = addCountryToSiteWords(loadProject(root, texts()), country);
  for (const [file, text] of words) files.set(file, { text, before: readProjectText(root, file) });
  // Checked as the build would, before anything is written: a name or a site that would not build changes nothing.
  // Errors anywhere count: the site has to build afterwards (a mistake already there is named, to fix first).
  const errors = checkProject(loadProject(root, texts()), { production: false }).filter((problem) => problem.severity === "error");
  if (errors.length) {
    throw new Refused(`with "${name}" the site would not build (${errors[0].file}: ${errors[0].message}${errors.length > 1 ? `, and ${errors.length - 1} more` : ""}); nothing was changed`);
  }
  writeAll(root, files);
  return {
    country,
    done: [
      `Created ${pageFile}`,
      `Added to site.yaml: the route ${country.path}, "${country.name}"${country.code ? ` (${country.code})` : ""} in countries: (the footer links to it) and the consultant ${country.person}`,
      ...[...lists.keys()].map((page) => `Added ${country.name} to the list of countries in ${page}`),
      ...[...words.keys()].map((file) => `Added ${country.name} and its consultant to ${file}, to translate`),
    ],
  };
}
