// A page's sections moved, removed or added in the editor: each translation of the page (pages/CODE/NAME.yaml) gets
// the same order, so its words stay with their sections. A new section arrives empty: not translated yet.
import { isSeq, parseDocument, type Node } from "yaml";
import { listProjectFiles } from "./translation-files";
import { hashOf, readProjectText, writeProjectFile } from "../../../src/pipeline/files/project-files";
import { keepFormat } from "./keep-format";
import type { EditedPage } from "./yaml-update";

/** The translations' new texts, when the edit changed the order of the sections; nothing is written here. */
export function reorderedTranslations(root: string, page: string, edit: EditedPage): Map<string, { text: string; hash: string }> {
  const changed = new Map<string, { text: string; hash: string }>();
  const origins = edit.sections.map((section) => section.origin);
  for (const file of listProjectFiles(root, page)) {
    const original = readProjectText(root, file);
    const doc = parseDocument(original);
    const sections = doc.get("sections", true);
    if (!isSeq(sections)) continue;
    const items = sections.items as Node[];
    // Unchanged order (every section where it was, none added or removed): the file stays as it is.
    if (origins.length === items.length && origins.every((origin, index) => origin === index)) continue;
    const before = doc.toString({ lineWidth: 0 });
    sections.items = origins.map((origin) => (origin !== null && items[origin] ? items[origin] : doc.createNode({}))) as typeof sections.items;
    changed.set(file, { text: keepFormat(original, before, doc.toString({ lineWidth: 0 })), hash: hashOf(original) });
  }
  return changed;
}

/** Written over what was read; a translation changed on disk meanwhile stays as it is (its stale marks will say so). */
export function writeReordered(root: string, changed: Map<string, { text: string; hash: string }>): string[] {
  const written: string[] = [];
  for (const [file, { text, hash }] of changed) {
    try {
      writeProjectFile(root, file, text, { expect: hash });
      written.push(file);
    } catch {
      // A changed or unreadable translation is left alone; validate names any field that no longer matches.
    }
  }
  return written;
}
