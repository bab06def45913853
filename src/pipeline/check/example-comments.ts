// Values marked `# EXAMPLE` at the end of their line in a page or a translation (an Impressum's address, a register
// number): a note while the site is being built, and an error at each under --production, like site.yaml's examples.
import { isScalar, visit, type Document } from "yaml";
import { reportAt } from "../load/locate";
import type { SourceFile } from "../load/source";

/** A comment that marks its value as an example (the editor writes it on a new section's example values, too). */
export const EXAMPLE_MARK = /^\s*EXAMPLE\b/;

/** `doc` is asked for only when the text holds the word: a file loaded from the cache is then not parsed again. */
export function checkExampleComments(doc: () => Document.Parsed, file: SourceFile, production: boolean) {
  if (!file.text.includes("EXAMPLE")) return;
  const marked: import("yaml").Scalar[] = [];
  visit(doc(), {
    Scalar(_key, node) {
      if (isScalar(node) && node.comment && EXAMPLE_MARK.test(node.comment)) marked.push(node);
    },
  });
  if (!marked.length) return;
  if (production) {
    for (const node of marked) reportAt(file, node, "this is still an example value (marked # EXAMPLE)", "replace it with the real value and remove the # EXAMPLE comment before publishing");
  } else {
    // The site owner's to-do, not the editor's mistake: a note, so the page can still reach "0 errors, 0 warnings".
    file.notes.push(`${file.name} still holds ${marked.length} example value${marked.length === 1 ? "" : "s"} marked # EXAMPLE; replace them before publishing (npm run validate -- --production lists each one).`);
  }
}
