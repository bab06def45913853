// site.yaml and the English labels (public/locales/en.json) as the Site view reads and writes them: only the values
// it shows, changed in place (comments, order and formatting stay), over the versions the editor opened.
import { isMap, isScalar, parseDocument, type Document } from "yaml";
import { ChangedOnDiskError, hashOf, readProjectText, writeProjectFile } from "../../../src/pipeline/files/project-files";
import { SITE_FILE } from "../../../src/pipeline/load/project";
import { MESSAGES_FILE } from "../../../src/pipeline/load/messages";
import { fieldAt, LABELS, type SitePath, type SiteValue } from "../../../src/editor/site-fields";
import { keepFormat } from "./keep-format";

export interface SiteFiles {
  site: string;
  labels: string;
}

/** The files as on disk; the hash the editor sends back names both, so a change to either refuses the save. */
export const readSiteFiles = (root: string): SiteFiles => ({ site: readProjectText(root, SITE_FILE), labels: readProjectText(root, MESSAGES_FILE) });
export const siteHash = (files: SiteFiles) => `${hashOf(files.site)}.${hashOf(files.labels)}`;

/** The translation keys whose English words the Site view edits: the navigation's links and button, the footer's column headings. */
export function labelKeys(site: unknown): string[] {
  const data = (site ?? {}) as { navigation?: { links?: { key?: string }[]; action?: { key?: string } }; footer?: { groups?: { key?: string }[] } };
  const keys = [...(data.navigation?.links ?? []), data.navigation?.action, ...(data.footer?.groups ?? [])].map((entry) => entry?.key);
  return [...new Set(keys.filter((key): key is string => typeof key === "string"))];
}

const normal = (text: string) => text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

/** `# EXAMPLE: the company e-mail` → `# the company e-mail`: once a person has typed the real value, it is no longer an example. */
function withoutExampleMark(comment: string): string | undefined {
  const rest = comment.replace(/^(\s*)EXAMPLE\b:?\s*/, "$1");
  return rest.trim() ? rest : undefined;
}

/** Whether the path names a value the Site view edits and that exists (a person by key, a country by place). */
function known(doc: Document, path: SitePath): boolean {
  if (!fieldAt(path)) return false;
  const parent = doc.getIn(path.slice(0, -1), true);
  return isMap(parent);
}

function setValue(doc: Document, path: SitePath, text: string) {
  const node = doc.getIn(path, true);
  const key = path[path.length - 1];
  const parent = doc.getIn(path.slice(0, -1), true);
  if (!isMap(parent)) return;
  // An emptied optional value (a country's code) goes, as a person would delete it; a required one stays, for the check to name.
  const optional = key === "code";
  if (text === "" && optional) return void parent.delete(key);
  if (isScalar(node)) {
    if (node.value === text) return;
    node.value = text;
    if (node.comment) node.comment = withoutExampleMark(node.comment);
  } else parent.set(key, text);
}

/** site.yaml's text with the values changed: its own lines, changed only where a value changed. */
export function editedSite(current: string, values: readonly SiteValue[]): string {
  const doc = parseDocument(normal(current));
  const before = doc.toString({ lineWidth: 0 });
  for (const { path, text } of values) if (path[0] !== LABELS && known(doc, path)) setValue(doc, path, text);
  const after = doc.toString({ lineWidth: 0 });
  return after === before ? current : keepFormat(current, before, after);
}

/** en.json's text with the labels changed, laid back on the file's own lines. */
export function editedLabels(current: string, values: readonly SiteValue[], keys: readonly string[]): string {
  const data = JSON.parse(normal(current)) as Record<string, unknown>;
  const before = JSON.stringify(data, null, 2);
  for (const { path, text } of values) {
    const key = path[1];
    if (path[0] !== LABELS || path.length !== 2 || typeof key !== "string" || !keys.includes(key)) continue;
    const parts = key.split(".");
    const group = parts.slice(0, -1).reduce<Record<string, unknown> | undefined>((at, part) => (at && typeof at[part] === "object" ? (at[part] as Record<string, unknown>) : undefined), data);
    if (group && typeof group[parts[parts.length - 1]] === "string") group[parts[parts.length - 1]] = text;
  }
  const after = JSON.stringify(data, null, 2);
  return after === before ? current : keepFormat(current, before, after);
}

/** The English words of each key, from en.json's text. */
export function labelsOf(labelsText: string, keys: readonly string[]): Record<string, string> {
  const data = JSON.parse(normal(labelsText)) as Record<string, unknown>;
  const read = (key: string) => key.split(".").reduce<unknown>((at, part) => (at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined), data);
  return Object.fromEntries(keys.flatMap((key) => (typeof read(key) === "string" ? [[key, read(key) as string]] : [])));
}

/** Whether every value sent is one the Site view edits. */
export function unknownValue(site: string, values: readonly SiteValue[], keys: readonly string[]): SiteValue | undefined {
  const doc = parseDocument(normal(site));
  return values.find(({ path }) => (path[0] === LABELS ? !(path.length === 2 && keys.includes(String(path[1]))) : !known(doc, path)));
}

/** Both files written over what the editor opened; ChangedOnDiskError (and nothing written) if either changed since. */
export function writeSiteFiles(root: string, opened: SiteFiles, next: SiteFiles) {
  // Both compared before either is written: a save lands whole or not at all.
  if (siteHash(readSiteFiles(root)) !== siteHash(opened)) throw new ChangedOnDiskError("site.yaml or public/locales/en.json changed on disk");
  if (next.site !== opened.site) writeProjectFile(root, SITE_FILE, next.site, { expect: hashOf(opened.site) });
  if (next.labels !== opened.labels) writeProjectFile(root, MESSAGES_FILE, next.labels, { expect: hashOf(opened.labels) });
}
