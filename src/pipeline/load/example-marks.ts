// Where a file's values are marked `# EXAMPLE` (a comment at the end of their line): found once when the file is
// parsed and kept with its outcome in the load cache, so an unchanged file is not parsed again to find them.
import type { Document } from "yaml";
import { someScalar } from "./scalars";

/** A comment that marks its value as an example (the editor writes it on a new section's example values, too). */
export const EXAMPLE_MARK = /^\s*EXAMPLE\b/;

/** Each marked value's [start, end] in the text, in order; none without the word (the document is then not walked). */
export function exampleRanges(doc: Document.Parsed, text: string): [number, number][] {
  if (!text.includes("EXAMPLE")) return [];
  const ranges: [number, number][] = [];
  someScalar(doc, (node) => {
    if (node.comment && EXAMPLE_MARK.test(node.comment) && node.range) ranges.push([node.range[0], node.range[1]]);
  });
  return ranges;
}
