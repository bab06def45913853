// `npm run new-country -- <slug> "<Country name>" [CODE]`: the country added everywhere in one step (scripts/new-country/
// scaffold.ts); then the same check as `npm run validate`, so the editor knows at once that it builds.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkProject } from "../src/pipeline/check/project";
import { loadProject } from "../src/pipeline/load/project";
import { summary } from "../src/pipeline/problems";
import { FILL_IN } from "../src/pipeline/check/page";
import { Refused, scaffoldCountry } from "./new-country/scaffold";

const USAGE = 'usage: npm run new-country -- <slug> "<Country name>" [two-letter country code]\n  for example: npm run new-country -- new-zealand "New Zealand" NZ';

function refuse(message: string): never {
  process.stderr.write(`new-country: ${message}\n`);
  process.exit(1);
}

const root = process.cwd();
const [slug, name, code, ...extra] = process.argv.slice(2);
if (!slug || !name || extra.length) refuse(`give the slug, the country's name and its code, nothing else\n${USAGE}`);

let scaffolded;
try {
  scaffolded = scaffoldCountry(root, slug, name, code);
} catch (error) {
  if (error instanceof Refused) refuse(error.message);
  throw error;
}
const { country, done } = scaffolded;
const out = (line: string) => process.stdout.write(line + "\n");
done.forEach((line) => out(line));
const problems = checkProject(loadProject(root), { production: false });
const errors = problems.filter((p) => p.severity === "error");
if (errors.length) {
  out(`\nThe site does not build yet (${summary(problems)}): run npm run validate to see where.`);
  process.exit(1);
}
// The production check names each place still to fill in, the consultant's example name and photo among them.
const places = checkProject(loadProject(root), { production: true });
// The new page, the consultant, and the tiles written for this country (their line names it), not another country's.
const lineOf = (file: string, line: number) => readFileSync(join(root, file), "utf8").split("\n")[line - 1] ?? "";
const todo = places.filter((p) => p.file === `pages/${country.page}.yaml` || p.message.includes(country.person) || (FILL_IN.test(p.message) && lineOf(p.file, p.line).includes(country.name)));
out(`\nThe site builds. ${todo.length} places for ${country.name} still need you: every "[FILL IN: …]" (on its page, in the lists of countries and in their translations) and the consultant's example name and photo.`);
if (!country.code) out(`No country code given: add code: with its two letters (ISO 3166-1) to ${country.name}'s entry under countries: in site.yaml; npm run validate -- --production asks for it.`);
out(`Next: edit pages/${country.page}.yaml, check it with npm run validate, preview it with npm run dev (see docs/adding-a-country.md).`);
