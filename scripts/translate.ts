// `npm run translate -- <language> <page ...|--all>`: starts a translation of each page (and of the site's own words)
// from its English source, every field empty with the English beside it; never overwrites a file.
import { checkProject } from "../src/pipeline/check/project";
import { loadProject, pageFileName } from "../src/pipeline/load/project";
import { makeProjectDir, projectFileExists, writeProjectFile } from "../src/pipeline/files/project-files";
import { pageSchemaOf, SITE_WORDS, translationFile } from "../src/pipeline/translate/load";
import { skeleton } from "../src/pipeline/translate/skeleton";
import { recordSources } from "../src/pipeline/translate/stale";
import { pageSchema } from "../src/schema/page";
import { siteSchema } from "../src/schema/site";
import type { SchemaNode } from "../src/schema/node";

const USAGE = "usage: npm run translate -- <language> <page ...|--all>     start translations\n       npm run translate -- <language> --reviewed <page ...>  stale fields checked, still right\n  for example: npm run translate -- de for-germany contact";
const refuse = (message: string): never => {
  process.stderr.write(`translate: ${message}\n${USAGE}\n`);
  process.exit(1);
};

const root = process.cwd();
const [language, ...names] = process.argv.slice(2);
if (!language || !names.length) refuse("give a language and the pages to translate");
const project = loadProject(root);
checkProject(project, { production: false });
const site = project.site ?? refuse("site.yaml does not load: run npm run validate to see why");
const found = site.data.settings.languages.find((l) => l.code === language);
const entry = found ?? refuse(`${language} is not in settings.languages of site.yaml; add it first, e.g. - { code: ${language}, name: …, locale: ${language}-… }`);
if (entry === site.data.settings.languages[0]) refuse(`${language} is the default language: its pages are the sources`);
// `--reviewed NAME …`: the translator checked these pages against the changed English; their stale fields are current again.
if (names[0] === "--reviewed") {
  const reviewed = new Set(names.slice(1));
  if (!reviewed.size) refuse("name the pages you reviewed, e.g. --reviewed for-germany");
  const written = recordSources(project, reviewed);
  process.stdout.write(`${written.length ? `updated ${written.join(", ")}` : "nothing was stale"}: ${[...reviewed].join(", ")} marked reviewed\n`);
  process.exit(0);
}
const pages = names.includes("--all") ? project.pages : names.map((name) => project.pages.find((page) => page.name === name) ?? refuse(`no routed page ${pageFileName(name)}`));

const guide = (source: string) => [
  `${entry.name} (${language}) translation of ${source}: only the words. Links, icons, ids, numbers and order come from`,
  `the English file. Write each translation after its colon; the English is beside it as a comment. The page is`,
  `published in ${entry.name} once every field is translated (npm run validate lists what is left).`,
];

const out: string[] = [];
function write(name: string, text: string) {
  const file = translationFile(language, name);
  if (projectFileExists(root, file)) return out.push(`kept ${file} (it exists; nothing overwritten)`);
  makeProjectDir(root, `pages/${language}`);
  writeProjectFile(root, file, text);
  out.push(`wrote ${file}`);
}

write(SITE_WORDS, skeleton(siteSchema as unknown as SchemaNode, site.data as unknown as Record<string, unknown>, { header: guide("site.yaml (the site's own words)"), schemaOf: pageSchemaOf }));
for (const page of pages) {
  const label = (key: string, value: unknown) => (key === "sections" ? (value as { type: string }).type : undefined);
  write(page.name, skeleton(pageSchema as unknown as SchemaNode, page.data as unknown as Record<string, unknown>, { header: guide(page.file.name), schemaOf: pageSchemaOf, label }));
}
process.stdout.write(out.join("\n") + "\n");
