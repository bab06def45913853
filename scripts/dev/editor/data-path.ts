// From a problem's line:col back to the data path of the field it is about, so the editor shows it on that field.
import { isMap, isScalar, isSeq, parseDocument, type Node, type Pair } from "yaml";

export type DataPath = (string | number)[];

/** The character offset of a 1-based line and column. */
function offsetOf(text: string, line: number, col: number): number {
  let offset = 0;
  for (let i = 1; i < line; i++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return offset + col - 1;
}

const within = (node: unknown, at: number): boolean => {
  const range = (node as Node | null)?.range;
  return !!range && range[0] <= at && at < Math.max(range[1], range[0] + 1);
};

/** The deepest key or value that holds the offset; a problem at a key belongs to the field the key names. */
function descend(node: unknown, at: number, path: DataPath): DataPath {
  if (isMap(node)) {
    for (const pair of node.items as Pair[]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      if (within(pair.key, at)) return [...path, key];
      if (within(pair.value, at)) return descend(pair.value, at, [...path, key]);
    }
  } else if (isSeq(node)) {
    const index = node.items.findIndex((item) => within(item, at));
    if (index >= 0) return descend(node.items[index], at, [...path, index]);
  }
  return path;
}

/** One path per position, computed on one parse of the text. */
export function pathsAt(text: string): (line: number, col: number) => DataPath {
  const doc = parseDocument(text, { keepSourceTokens: false });
  return (line, col) => descend(doc.contents, offsetOf(text, line, col), []);
}
