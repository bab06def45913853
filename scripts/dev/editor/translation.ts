// The editor's side of translations: each field of a page's translation with its English source and its state
// (missing, stale, done), a save that writes only the words through the file layer, and a new translation's file.
import { parseDocument } from "yaml";
import { checkProject } from "../../../src/pipeline/check/project";
import { hashOf, projectFileExists, readProjectText, writeProjectFile, makeProjectDir } from "../../../src/pipeline/files/project-files";
import { loadProject, type Overrides } from "../../../src/pipeline/load/project";
import type { Project } from "../../../src/pipeline/model";
import type { Problem } from "../../../src/pipeline/problems";
import type { TranslationField, TranslationView as View } from "../../../src/core/translation-view";
import { pageSchemaOf, SITE_WORDS, translationFile } from "../../../src/pipeline/translate/load";
import { describePath } from "../../../src/pipeline/translate/messages";
import { wordsOf, type Path } from "../../../src/pipeline/translate/mirror";
import { skeleton } from "../../../src/pipeline/translate/skeleton";
import { staleFields } from "../../../src/pipeline/translate/stale";
import { pageSchema } from "../../../src/schema/page";
import { siteSchema } from "../../../src/schema/site";
import type { SchemaNode } from "../../../src/schema/node";
import { keepFormat } from "./keep-format";

export type { TranslationField } from "../../../src/core/translation-view";
export type TranslationView = View<Problem>;

const PAGE = pageSchema as unknown as SchemaNode;
const SITE = siteSchema as unknown as SchemaNode;

/** A language other than the default and a routed page (or _site): nothing else names a file. */
export function knownTranslation(project: Project, language: unknown, name: unknown): { language: string; name: string } | undefined {
  const languages = project.site?.data.settings.languages.slice(1).map((entry) => entry.code) ?? [];
  if (typeof language !== "string" || !languages.includes(language) || typeof name !== "string") return undefined;
  return name === SITE_WORDS || project.pages.some((page) => page.name === name) ? { language, name } : undefined;
}

function source(project: Project, name: string) {
  if (name === SITE_WORDS) return { schema: SITE, data: project.site!.data, file: project.site!.file.name, schemaOf: undefined };
  const page = project.pages.find((entry) => entry.name === name)!;
  return { schema: PAGE, data: page.data, file: page.file.name, schemaOf: pageSchemaOf };
}

/** The file a new translation starts as: every field empty, the English beside it. */
export function newTranslationText(project: Project, language: string, name: string): string {
  const { schema, data, file, schemaOf } = source(project, name);
  const languageName = project.site!.data.settings.languages.find((entry) => entry.code === language)?.name ?? language;
  const label = (key: string, value: unknown) => (key === "sections" ? (value as { type: string }).type : undefined);
  return skeleton(schema, data as unknown as Record<string, unknown>, { header: [`${languageName} (${language}) translation of ${file}: only the words; links, icons, ids and order come from the English file.`], schemaOf: schemaOf ?? ((list) => list.items ?? {}), label });
}

/** The translation's value at a path, as plain data (a list as an array). */
function valueAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const part of path) node = typeof node === "object" && node !== null ? (node as Record<string | number, unknown>)[part] : undefined;
  return node ?? undefined;
}

export function translationView(root: string, language: string, name: string, overrides?: Overrides): TranslationView {
  const project = loadProject(root, overrides);
  checkProject(project, { production: false });
  const file = translationFile(language, name);
  const text = overrides?.get(file) ?? (projectFileExists(root, file) ? readProjectText(root, file) : undefined);
  const written = parseDocument(text ?? "").toJS({ maxAliasCount: 0 }) as unknown;
  const { schema, data, file: englishFile, schemaOf } = source(project, name);
  const stale = staleFields(project).filter((field) => field.translation.language === language && field.translation.name === name);
  const fields = wordsOf(schema, data, [], schemaOf).map(([path, english, node]): TranslationField => {
    const value = valueAt(written, path);
    const list = Array.isArray(value) || node.type === "array";
    const words = Array.isArray(value) ? value.filter((entry) => typeof entry === "string").join("\n") : typeof value === "string" ? value : "";
    const staleField = stale.find((field) => field.path.join("/") === path.join("/"));
    return { path, label: describePath(path), english, text: words, state: !words ? "missing" : staleField ? "stale" : "done", was: staleField?.was, maxLength: node.maxLength ?? node.items?.maxLength, list };
  });
  const translation = project.translations.find((entry) => entry.language === language && entry.name === name);
  const languageName = project.site!.data.settings.languages.find((entry) => entry.code === language)?.name ?? language;
  // Missing and stale fields are marked on their rows; the list keeps what a row cannot show.
  const problems = (project.files.find((entry) => entry.name === file)?.problems ?? []).filter((problem) => !/not translated yet|^stale translation/.test(problem.message));
  return { language, languageName, name, file, englishFile, hash: text === undefined ? "absent" : hashOf(text), fields, published: translation?.complete ? translation.path ?? null : null, problems };
}

/** The file with the given words in place: only those lines change (the rest, comments included, stays as it was). */
export function translatedText(current: string, values: { path: Path; text: string; list: boolean }[]): string {
  const normal = current.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const before = parseDocument(normal).toString({ lineWidth: 0 });
  const doc = parseDocument(normal);
  for (const { path, text, list } of values) {
    const words = text.trim();
    if (list) doc.setIn(path, words ? words.split("\n").map((line) => line.trim()).filter(Boolean) : null);
    else doc.setIn(path, words ? words : null);
  }
  const after = doc.toString({ lineWidth: 0 });
  return after === before ? current : keepFormat(current, before, after);
}

/** Written only over what the editor opened; a missing folder is made (pages/de/). */
export function writeTranslation(root: string, language: string, name: string, text: string, openedHash: string) {
  makeProjectDir(root, `pages/${language}`);
  writeProjectFile(root, translationFile(language, name), text, { expect: openedHash });
}
