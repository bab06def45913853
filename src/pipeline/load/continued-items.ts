// A "- " item indented further than the item above is read by YAML as more text of that item: valid, but not meant.
import { Scalar, type Document } from "yaml";
import { indentOf, lineAbove, lineAt } from "./lines";
import { someScalar } from "./scalars";
import type { SourceFile } from "./source";

/**
 * `- Licensed agencies` then `  - Customer support` two spaces further in makes one item, "Licensed agencies -
 * Customer support". Reported at the line that was meant as a new item, with the column it belongs in.
 */
export function checkContinuedItems(file: SourceFile, doc: Document.Parsed) {
  someScalar(doc, (node) => {
    if (node.type !== Scalar.PLAIN || !node.range) return;
    const [start, end] = node.range;
    // Only a value that runs over more than one line can have taken a "- " line in.
    const newline = file.text.indexOf("\n", start);
    if (newline < 0 || newline >= end) return;
    const first = lineAt(file.text, start);
    for (let offset = first.start + first.text.length + 1; offset < end; ) {
      const line = lineAt(file.text, offset);
      offset = line.start + line.text.length + 1;
      if (!/^ *- \S/.test(line.text)) continue;
      const indent = indentOf(line.text);
      const column = indentOf(first.text);
      // Which of the two lines moved: the one off the usual column, two spaces in from the list's key.
      const parent = lineAbove(file.text, first);
      const keyColumn = parent && /^( *(?:- +)?)[A-Za-z_][\w-]*:\s*(#.*)?$/.exec(parent.text)?.[1].length;
      const usual = keyColumn === undefined ? undefined : keyColumn + 2;
      if (usual === indent && usual !== column && /^ *- /.test(first.text)) {
        const by = indent - column;
        file.error(first.start + column, first.start + column + 1, `this item is not lined up with the items under it, so YAML reads them as more of its text`,
          `move it ${by} space${by === 1 ? "" : "s"} to the right, so that its - is under the - of line ${line.number}`);
      } else {
        const by = indent - column;
        file.error(line.start + indent, line.start + indent + 1, `this "- " line is read as more text of line ${first.number}, not as a new item`,
          `move it ${by} space${by === 1 ? "" : "s"} to the left, so that its - is under the - of line ${first.number}`);
      }
      return true;
    }
  });
}
