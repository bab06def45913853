// A page file as the editor reads and writes it: its text, the hash it was opened at, and a write that replaces it whole.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { listPageFiles, pageFileName } from "../../../src/pipeline/load/project";
import { applyEdit, type EditedPage } from "./yaml-update";

export const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");

/** A page name from a request: only one of the files in pages/, so no path can reach outside it. */
export function knownPage(root: string, name: unknown): string | undefined {
  return typeof name === "string" && listPageFiles(root).includes(name) ? name : undefined;
}

export function readPage(root: string, page: string): { text: string; hash: string } {
  const text = readFileSync(join(root, pageFileName(page)), "utf8");
  return { text, hash: hashOf(text) };
}

/** The text the edit would save: the file's own document, changed only where the data changed. */
export function editedText(current: string, edit: EditedPage): string {
  const doc = parseDocument(current, { keepSourceTokens: false });
  const text = applyEdit(doc, edit);
  // Nothing changed: keep the bytes (a file the serializer would write differently is not rewritten by opening it).
  return text === parseDocument(current).toString({ lineWidth: 0 }) ? current : text;
}

/**
 * Written in place, as a text editor saves: the dev server's watcher reports a write to the file itself reliably (a
 * file renamed over it was missed after the first time), and it waits for the burst of events to settle.
 */
export function writePage(root: string, page: string, text: string) {
  writeFileSync(join(root, pageFileName(page)), text);
}

export const pageExists = (root: string, page: string) => existsSync(join(root, pageFileName(page)));
