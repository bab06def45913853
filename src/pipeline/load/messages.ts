// The translation files in public/locales/: read like page specs (no links, size limit, UTF-8), then strict JSON.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Messages } from "../../core/i18n";
import type { Project } from "../model";
import { readSource } from "./read";
import type { SourceFile } from "./source";

export const LOCALES_DIR = "public/locales";
export const MESSAGES_FILE = `${LOCALES_DIR}/en.json`;
/** "footer.countries" is two levels; anything near this deep is a mistake, and a guard against pathological input. */
export const MAX_DEPTH = 6;

const JSON_HINT = "keys and texts go in double quotes, with a comma between entries and none after the last";

/** The offset V8 names in its message, or a likely one: a comma before a closing bracket, else the end of the file. */
function errorOffset(message: string, text: string): number {
  const at = /at position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  const trailing = /,\s*[\]}]/.exec(text);
  return /end of JSON/.test(message) || !trailing ? Math.max(0, text.length - 1) : trailing.index;
}

function checkShape(value: unknown, file: SourceFile, path: string[]): value is Messages {
  if (path.length > MAX_DEPTH) {
    file.error(0, 1, `translations nest more than ${MAX_DEPTH} levels deep (at ${path.slice(0, MAX_DEPTH + 1).join(".")})`, "keys are at most a few levels deep, e.g. footer.countries");
    return false;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const key = path[path.length - 1];
    const offset = key === undefined ? 0 : Math.max(0, file.text.indexOf(`"${key}"`));
    file.error(offset, offset + (key?.length ?? 0) + 2, `translation ${path.join(".") || "file"} is ${Array.isArray(value) ? "a list" : typeof value}, not text or a group of texts`, 'write the text in double quotes, e.g. "home": "Home"');
    return false;
  }
  return Object.entries(value).every(([key, child]) => typeof child === "string" || checkShape(child, file, [...path, key]));
}

function loadLocale(project: Project, name: string): Messages | undefined {
  const read = readSource(join(project.root, name), project.root, "translations are a few KiB; remove what was pasted by mistake");
  if (!read.ok) {
    project.orphanProblems.push(read.problem);
    return undefined;
  }
  const { file } = read;
  project.files.push(file);
  if (file.problems.length) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).replace(/ in JSON at position \d+.*$/, "").replace(/, ".*" is not valid JSON$/, "");
    const offset = errorOffset(error instanceof Error ? error.message : "", file.text);
    file.error(offset, offset + 1, `not valid JSON: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, JSON_HINT);
    return undefined;
  }
  return checkShape(data, file, []) ? data : undefined;
}

/** Checks every locale file; returns the English messages the build renders with. */
export function loadMessages(project: Project): Messages {
  const dir = join(project.root, LOCALES_DIR);
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")).sort() : [];
  let english: Messages = {};
  for (const name of names) {
    const messages = loadLocale(project, `${LOCALES_DIR}/${name}`);
    if (messages) project.locales.set(name.slice(0, -".json".length), messages);
    if (`${LOCALES_DIR}/${name}` === MESSAGES_FILE && messages) {
      english = messages;
      project.messagesLoaded = true;
    }
  }
  if (!names.includes("en.json")) {
    project.orphanProblems.push({ file: MESSAGES_FILE, line: 1, col: 1, length: 1, severity: "error", message: "the English translations are missing", hint: "restore public/locales/en.json from version control" });
  }
  return english;
}
