// Finds the YAML node behind a data path (as ajv reports it), so a message can point at the exact key or value.
import { isMap, isNode, isPair, isScalar, isSeq, type Document, type Node, type Pair } from "yaml";
import type { SourceFile } from "./source";

export interface Located {
  /** The value at the path, if it exists in the file. */
  value?: Node;
  /** The key of the last mapping entry on the path, if the path ends in one. */
  key?: Node;
  /** The deepest node that exists on the path (for a missing value: its parent). */
  nearest: Node;
}

export const pathSegments = (pointer: string): string[] =>
  pointer === "" ? [] : pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));

export function locate(doc: Document.Parsed, segments: readonly (string | number)[]): Located {
  let current: unknown = doc.contents;
  let nearest = doc.contents as Node;
  let key: Node | undefined;
  for (const segment of segments) {
    if (isMap(current)) {
      // A key written as nothing (`: value`) is null in YAML and "" in the data.
      const pair = current.items.find((item: Pair) => isScalar(item.key) && String(item.key.value ?? "") === String(segment));
      if (!pair) return { nearest };
      key = isNode(pair.key) ? pair.key : undefined;
      current = pair.value;
    } else if (isSeq(current)) {
      current = current.items[Number(segment)];
      key = undefined;
    } else {
      return { nearest };
    }
    if (isNode(current)) nearest = current;
    else if (isPair(current)) return { nearest };
    else if (current === null || current === undefined) return { nearest: key ?? nearest, key };
  }
  return { value: isNode(current) ? current : undefined, key, nearest };
}

export const rangeOf = (node: Node | undefined): [number, number] => {
  const range = node?.range;
  return range ? [range[0], range[1]] : [0, 0];
};

/** Report at a node; for a long block (a whole mapping) underline just its first line. */
export function reportAt(file: SourceFile, node: Node | undefined, message: string, hint?: string, severity: "error" | "warning" = "error") {
  reportRange(file, rangeOf(node), message, hint, severity);
}

/** Report at a range of the text (a value found when the file was parsed), underlining its first line only. */
export function reportRange(file: SourceFile, [start, end]: readonly [number, number], message: string, hint?: string, severity: "error" | "warning" = "error") {
  const lineEnd = file.text.indexOf("\n", start);
  file.report(severity, start, lineEnd >= 0 && lineEnd < end ? lineEnd : end, message, hint);
}
