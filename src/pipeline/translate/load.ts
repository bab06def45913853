// Reads each language's translations (pages/CODE/NAME.yaml and pages/CODE/_site.yaml) and lays them over their English
// sources, reporting at the translation's line what is missing, one too many, or not the translator's to change.
import { existsSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Document } from "yaml";
import { pageSchema } from "../../schema/page";
import { siteSchema } from "../../schema/site";
import { sectionDefs } from "../../sections";
import type { SchemaNode } from "../../schema/node";
import { languagePath } from "../../core/languages";
import { placeholderNames } from "../placeholders";
import { PAGES_DIR, type Overrides } from "../load/project";
import { loadYaml } from "../load/load-file";
import { pageLoadOptions } from "../load/page-files";
import { locate, reportAt } from "../load/locate";
import type { LoadedPage, PageSpec, Project, SiteSpec, Translation } from "../model";
import { mirror, wordsOf, type Mismatch, type Path, type SchemaOf } from "./mirror";
import { describePath, mismatchMessage } from "./messages";

/** The file of the site's own words in a language's folder: the navigation's and footer's texts, people, countries. */
export const SITE_WORDS = "_site";
export const translationFile = (language: string, name: string) => `${PAGES_DIR}/${language}/${name}.yaml`;

const PAGE = pageSchema as unknown as SchemaNode;
const SITE = siteSchema as unknown as SchemaNode;

/** The page's sections pick their schema by the English section's type. */
export const pageSchemaOf: SchemaOf = (list, source, index) => {
  if (list !== PAGE.properties?.sections) return list.items ?? {};
  const type = (source[index] as { type?: string } | undefined)?.type;
  return (sectionDefs.find((def) => def.type === type)?.schema as SchemaNode | undefined) ?? {};
};

const key = (path: Path) => path.join("/");

/** Each translated field with the English it stands for. */
function pairWords(schema: SchemaNode, english: unknown, merged: unknown, schemaOf?: SchemaOf): Translation["words"] {
  const translated = new Map(wordsOf(schema, merged, [], schemaOf).map(([path, text]) => [key(path), text]));
  return wordsOf(schema, english, [], schemaOf).map(([path, text]) => ({ path, english: text, text: translated.get(key(path)) ?? text }));
}

/** Missing fields beyond these are summed up in one warning: a new translation is not a wall of warnings. */
const MISSING_SHOWN = 3;

function report(translation: { file: Translation["file"]; doc: Document.Parsed }, mismatches: Mismatch[], englishFile: string, language: string) {
  const missing = mismatches.filter((m) => m.kind === "missing");
  const shown = [...mismatches.filter((m) => m.kind !== "missing"), ...missing.slice(0, MISSING_SHOWN)];
  for (const mismatch of shown) {
    const at = locate(translation.doc, mismatch.path);
    const { message, hint, severity } = mismatchMessage(mismatch, englishFile, language);
    const node = mismatch.kind === "missing" ? at.nearest : mismatch.kind === "unknown-field" || mismatch.kind === "not-translated-here" ? at.key ?? at.nearest : at.value ?? at.nearest;
    reportAt(translation.file, node, message, hint, severity);
  }
  const rest = missing.slice(MISSING_SHOWN);
  if (rest.length) {
    reportAt(translation.file, locate(translation.doc, rest[0].path).nearest, `${rest.length} more ${rest.length === 1 ? "field" : "fields"} not translated yet, the first here (${describePath(rest[0].path)})`, `translate them; until every field is translated, the page is not published in ${language}`, "warning");
  }
}

function translatePage(project: Project, language: string, english: LoadedPage, overrides?: Overrides): Translation | undefined {
  // Without a site, every placeholder in a translation is unknown.
  const placeholders = project.site ? placeholderNames : [];
  const loaded = loadYaml<Record<string, unknown>>(project, join(project.root, translationFile(language, english.name)), undefined, undefined, pageLoadOptions(placeholders, overrides));
  if (!loaded) return undefined;
  const { path: slug, ...words } = loaded.data ?? {};
  const mismatches: Mismatch[] = [];
  const data = mirror(PAGE, english.data, words, [], mismatches, pageSchemaOf) as PageSpec;
  report(loaded, mismatches, english.file.name, languageName(project, language));
  const codes = project.site!.data.settings.languages.map((entry) => entry.code);
  let path = languagePath(english.path, language, codes[0]);
  if (slug !== undefined) {
    if (typeof slug === "string" && /^\/[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) path = `/${language}${slug}`;
    else reportAt(loaded.file, locate(loaded.doc, ["path"]).value, `"${String(slug)}" is not an address`, "write the page's address in this language without the language prefix: lower-case words joined by hyphens, e.g. path: /impressum");
  }
  // The document through a getter: a cached file is parsed only if a check needs a position in it.
  return { language, name: english.name, file: loaded.file, get doc() { return loaded.doc; }, examples: loaded.examples, data, path, complete: mismatches.length === 0 && loaded.file.problems.length === 0, words: pairWords(PAGE, english.data, data, pageSchemaOf) };
}

function translateSite(project: Project, language: string, overrides?: Overrides): Translation | undefined {
  const site = project.site!;
  const file = join(project.root, translationFile(language, SITE_WORDS));
  if (!existsSync(file) && !overrides?.has(translationFile(language, SITE_WORDS))) return undefined;
  const loaded = loadYaml<Record<string, unknown>>(project, file, undefined, undefined, { overrides });
  if (!loaded) return undefined;
  const mismatches: Mismatch[] = [];
  const data = mirror(SITE, site.data, loaded.data ?? {}, [], mismatches) as SiteSpec;
  report(loaded, mismatches, site.file.name, languageName(project, language));
  return { language, name: SITE_WORDS, file: loaded.file, get doc() { return loaded.doc; }, examples: loaded.examples, data, complete: mismatches.length === 0 && loaded.file.problems.length === 0, words: pairWords(SITE, site.data, data) };
}

const languageName = (project: Project, code: string) => project.site?.data.settings.languages.find((l) => l.code === code)?.name ?? code;

/** A language's translation files: NAME.yaml in its folder (never through a link: the reader refuses those too), and those given in place of files. */
export function filesOf(root: string, language: string, overrides?: Overrides): string[] {
  const dir = join(root, PAGES_DIR, language);
  const given = [...(overrides?.keys() ?? [])].flatMap((file) => (file.startsWith(`${PAGES_DIR}/${language}/`) && file.endsWith(".yaml") ? [file.slice(PAGES_DIR.length + language.length + 2, -5)] : []));
  const onDisk = existsSync(dir) && lstatSync(dir).isDirectory() ? readdirSync(dir).filter((name) => name.endsWith(".yaml")).map((name) => name.slice(0, -5)) : [];
  return [...new Set([...onDisk, ...given])].sort();
}

export function loadTranslations(project: Project, overrides?: Overrides) {
  const site = project.site;
  if (!site) return;
  const [, ...others] = site.data.settings.languages.map((entry) => entry.code);
  const byName = new Map(project.pages.map((page) => [page.name, page]));
  for (const language of others) {
    const site$ = translateSite(project, language, overrides);
    if (site$) project.translations.push(site$);
    for (const name of filesOf(project.root, language, overrides)) {
      if (name !== SITE_WORDS) layTranslation(project, language, name, byName, overrides);
    }
  }
}

/**
 * The translation pages/`language`/`name`.yaml laid over its English page (by name in `byName`, the project's loaded
 * pages), or the problem of one that has none.
 */
export function layTranslation(project: Project, language: string, name: string, byName: ReadonlyMap<string, LoadedPage>, overrides?: Overrides) {
  const english = byName.get(name);
  if (!english) {
    const file = translationFile(language, name);
    const known = project.pageNames.includes(name);
    // The English page is routed but did not load: its own errors say why; its translation waits for it.
    if (known && project.site!.data.routes.some((route) => route.page === name)) return;
    project.orphanProblems.push({ file, line: 1, col: 1, length: 1, severity: "error", message: known ? `pages/${name}.yaml has no route, so its translation has nothing to translate` : `there is no English page pages/${name}.yaml for this translation`, hint: known ? `add { path: /${name}, page: ${name} } to routes: in site.yaml, or remove ${file}` : `a translation is named after its English page: rename it, or remove ${file}` });
    return;
  }
  const translation = translatePage(project, language, english, overrides);
  if (translation) project.translations.push(translation);
}
