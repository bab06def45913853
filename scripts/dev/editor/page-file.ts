// A page file as the editor reads and writes it: its text, the hash it was opened at, and a write that replaces it whole.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
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

/** Written beside it and renamed over it, so the watcher and the builder never read half a file. */
export function writePage(root: string, page: string, text: string) {
  const path = join(root, pageFileName(page));
  const temp = `${path}.editor-${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

export const pageExists = (root: string, page: string) => existsSync(join(root, pageFileName(page)));
