// Stale translations, per field: the tools remember the English each translated field was made from
// (pages/CODE/_translated-from.json, written by the build, never by hand); when the English changes and the translation
// does not, the field is stale. Editing the translation, or marking it reviewed, makes it current again.
import { createHash } from "node:crypto";
import { projectFileExists, readProjectText, writeProjectFile } from "../files/project-files";
import { locate, reportAt } from "../load/locate";
import { PAGES_DIR } from "../load/project";
import type { Project, Translation } from "../model";
import { describePath } from "./messages";

export const sourcesFile = (language: string) => `${PAGES_DIR}/${language}/_translated-from.json`;

/** Per file name (the English page's, or _site), per field path: the English it was made from, and the translation's hash. */
type Records = Record<string, Record<string, { english: string; translation: string }>>;

const hash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 12);
const fieldKey = (path: (string | number)[]) => path.join("/");

export function readRecords(root: string, language: string): Records {
  if (!projectFileExists(root, sourcesFile(language))) return {};
  try {
    const data = JSON.parse(readProjectText(root, sourcesFile(language))) as unknown;
    return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Records) : {};
  } catch {
    // A file mangled by hand or by a merge: start again from what is there now (nothing is reported stale).
    return {};
  }
}

export interface StaleField {
  translation: Translation;
  path: (string | number)[];
  was: string;
  now: string;
}

/** Fields whose English changed since they were translated, the translation unchanged. */
export function staleFields(project: Project): StaleField[] {
  const byLanguage = new Map<string, Records>();
  const stale: StaleField[] = [];
  for (const translation of project.translations) {
    if (!byLanguage.has(translation.language)) byLanguage.set(translation.language, readRecords(project.root, translation.language));
    const records = byLanguage.get(translation.language)![translation.name] ?? {};
    for (const word of translation.words) {
      const record = records[fieldKey(word.path)];
      if (record && record.translation === hash(word.text) && record.english !== word.english && word.text !== word.english) {
        stale.push({ translation, path: word.path, was: record.english, now: word.english });
      }
    }
  }
  return stale;
}

const quote = (text: string) => `"${text.length > 80 ? `${text.slice(0, 77)}…` : text}"`;

/** A warning at each stale field; under --production an error, since the page would publish an outdated text. */
export function reportStale(stale: StaleField[], production: boolean) {
  for (const field of stale) {
    const { translation, path } = field;
    const node = locate(translation.doc, path);
    reportAt(translation.file, node.value ?? node.nearest, `stale translation: the English of ${describePath(path)} changed since this was translated`, `English then: ${quote(field.was)}; English now: ${quote(field.now)}. Update the translation; if it still says the same, run npm run translate -- ${translation.language} --reviewed ${translation.name}`, production ? "error" : "warning");
  }
}

/**
 * The build's record: a field gets one when first seen, and a new one when its translation changes; a stale field
 * keeps its old record until it is edited or marked reviewed (`reviewed`: those file names get every record renewed).
 */
export function recordSources(project: Project, reviewed: ReadonlySet<string> = new Set()): string[] {
  const written: string[] = [];
  const languages = [...new Set(project.translations.map((t) => t.language))];
  for (const language of languages) {
    const before = readRecords(project.root, language);
    const after: Records = {};
    for (const translation of project.translations.filter((t) => t.language === language)) {
      const old = before[translation.name] ?? {};
      const fresh: Records[string] = {};
      for (const word of translation.words) {
        if (word.text === word.english && !old[fieldKey(word.path)]) continue; // not translated yet
        const record = old[fieldKey(word.path)];
        const keep = record && record.translation === hash(word.text) && !reviewed.has(translation.name);
        fresh[fieldKey(word.path)] = keep ? record : { english: word.english, translation: hash(word.text) };
      }
      if (Object.keys(fresh).length) after[translation.name] = fresh;
    }
    const text = JSON.stringify(after, null, 1) + "\n";
    const file = sourcesFile(language);
    const current = projectFileExists(project.root, file) ? readProjectText(project.root, file) : "";
    if (text !== current && Object.keys(after).length) {
      writeProjectFile(project.root, file, text);
      written.push(file);
    }
  }
  return written;
}
