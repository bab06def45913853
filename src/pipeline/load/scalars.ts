// Every scalar of a parsed document, keys and values in the order they are written, walked without yaml's `visit`,
// which freezes a new path array for every node (a fifth of a page's loading after parsing, at 1,700 pages).
import { isMap, isPair, isScalar, isSeq, type Document, type Scalar } from "yaml";

/** Calls `each` on every scalar of `doc` until it returns true; returns whether one did. */
export function someScalar(doc: Document.Parsed, each: (scalar: Scalar) => boolean | void): boolean {
  const walk = (node: unknown): boolean => {
    if (isScalar(node)) return each(node) === true;
    if (isPair(node)) return walk(node.key) || walk(node.value);
    if (isMap(node) || isSeq(node)) return node.items.some(walk);
    return false;
  };
  return walk(doc.contents);
}
