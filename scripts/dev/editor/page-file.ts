// A page file as the editor reads and writes it: its bytes and the hash it was opened at, through the project's file
// layer (no links, nothing outside the project), and a write that lands only over the content it was made from.
import { parseDocument } from "yaml";
import { hashOf, projectFileExists, readProjectText, writeProjectFile } from "../../../src/pipeline/files/project-files";
import { listPageFiles, pageFileName } from "../../../src/pipeline/load/project";
import { keepFormat } from "./keep-format";
import { applyEdit, type EditedPage } from "./yaml-update";

export { hashOf };

/** A page name from a request: only one of the files in pages/, so no path can reach outside it. */
export function knownPage(root: string, name: unknown): string | undefined {
  return typeof name === "string" && listPageFiles(root).includes(name) ? name : undefined;
}

/** The file's text exactly as on disk (BOM and line ends included), and the hash of its bytes. */
export function readPage(root: string, page: string): { text: string; hash: string } {
  const text = readProjectText(root, pageFileName(page));
  return { text, hash: hashOf(text) };
}

/** The text the edit would save: the file's own lines, changed only where the data changed. */
export function editedText(current: string, edit: EditedPage): string {
  const normal = current.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const before = parseDocument(normal).toString({ lineWidth: 0 });
  const after = applyEdit(parseDocument(normal, { keepSourceTokens: false }), edit);
  // Nothing changed: keep the bytes (a file the serializer would write differently is not rewritten by opening it).
  return after === before ? current : keepFormat(current, before, after);
}

/**
 * Written atomically over the file only if it still holds what the editor opened (`openedHash`); otherwise
 * ChangedOnDiskError and the file stays as it is. The dev server's watcher watches folders, so it sees the rename.
 */
export function writePage(root: string, page: string, text: string, openedHash: string) {
  writeProjectFile(root, pageFileName(page), text, { expect: openedHash });
}

export const pageExists = (root: string, page: string) => projectFileExists(root, pageFileName(page));
