// `npm run new-country -- <slug> "<Country name>"`: a new country page from the template, its route, footer link and
// consultant in site.yaml; then the same check as `npm run validate`, so the editor knows at once that it builds.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkProject } from "../src/pipeline/check/project";
import { loadProject } from "../src/pipeline/load/project";
import { summary } from "../src/pipeline/problems";
import { addCountry, existing, SiteEditError, type Country } from "./new-country/site-edit";

const USAGE = 'usage: npm run new-country -- <slug> "<Country name>"\n  for example: npm run new-country -- new-zealand "New Zealand"';
const SLUG = /^[a-z]+(-[a-z]+)*$/;
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

function refuse(message: string): never {
  process.stderr.write(`new-country: ${message}\n`);
  process.exit(1);
}

const root = process.cwd();
const [slug, name, ...extra] = process.argv.slice(2);
if (!slug || !name || extra.length) refuse(`give the slug and the country's name, nothing else\n${USAGE}`);
if (slug.startsWith("for-")) refuse(`write the slug without "for-": npm run new-country -- ${slug.slice(4)} "${name}"`);
if (!SLUG.test(slug) || slug.length > 40) refuse(`"${slug}" is not a usable slug: lower-case letters a-z, words joined by hyphens, e.g. new-zealand or hong-kong`);
if (!NAME.test(name.trim()) || name.trim().length > 40) refuse(`"${name}" is not a usable country name: letters, spaces, hyphens and apostrophes, at most 40 characters`);

const country: Country = { name: name.trim(), path: `/for-${slug}`, page: `for-${slug}`, person: `${slug}-consultant` };
const pageFile = join(root, "pages", `${country.page}.yaml`);
const siteFile = join(root, "site.yaml");
if (!existsSync(siteFile)) refuse(`no site.yaml in ${root}: run this from the project folder`);
const siteText = readFileSync(siteFile, "utf8");
const has = existing(siteText);
if (existsSync(pageFile)) refuse(`pages/${country.page}.yaml already exists: the country "${slug}" has a page. Edit that file instead`);
if (has.paths.includes(country.path) || has.pages.includes(country.page)) refuse(`site.yaml already has the route ${country.path}; remove it first, or pick another slug`);
if (has.people.includes(country.person)) refuse(`site.yaml already has a person called ${country.person}; remove it first, or pick another slug`);

let edited: string;
try {
  edited = addCountry(siteText, country);
} catch (error) {
  if (error instanceof SiteEditError) refuse(error.message);
  throw error;
}
const template = readFileSync(join(import.meta.dirname, "new-country/template.yaml"), "utf8");
const page = template.replaceAll("__COUNTRY__", country.name).replaceAll("__PERSON__", country.person);
writeFileSync(pageFile, page);
writeFileSync(siteFile, edited);

const out = (line: string) => process.stdout.write(line + "\n");
out(`Created pages/${country.page}.yaml`);
out(`Added to site.yaml: the route ${country.path}, the footer link "${country.name}" and the consultant ${country.person}`);
const problems = checkProject(loadProject(root), { production: false });
const errors = problems.filter((p) => p.severity === "error");
if (errors.length) {
  out(`\nThe site does not build yet (${summary(problems)}): run npm run validate to see where.`);
  process.exit(1);
}
// The production check names each place still to fill in, the consultant's example name and photo among them.
const places = checkProject(loadProject(root), { production: true });
const todo = places.filter((p) => p.file === `pages/${country.page}.yaml` || p.message.includes(country.person));
out(`\nThe site builds. ${todo.length} places on the new page and its consultant still need you: every "[FILL IN: …]" and the example name and photo.`);
out(`Next: edit pages/${country.page}.yaml, check it with npm run validate, preview it with npm run dev (see docs/adding-a-country.md).`);
