// Made-up values that arrive with a new section: each text still equal to its type's example is saved marked
// `# EXAMPLE` (a --production build refuses it, see src/pipeline/check/example-comments.ts); an edited one loses it.
import { isMap, isScalar, isSeq, parseDocument, type Document, type Pair, type Scalar } from "yaml";
import { EXAMPLE_MARK } from "../../../src/pipeline/check/example-comments";
import { sectionDefs } from "../../../src/sections";
import type { DataPath } from "./data-path";

const MARK = " EXAMPLE";

interface Schema {
  enum?: readonly unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

/** A value's place with list positions left out: an example's "Faster hiring" stays one after an item above it goes. */
const shape = (path: DataPath) => path.map((part) => (typeof part === "number" ? "*" : part)).join(".");

function texts(value: unknown, path: DataPath, out: Set<string>) {
  if (typeof value === "string") out.add(`${shape(path)}\n${value}`);
  else if (Array.isArray(value)) value.forEach((item, i) => texts(item, [...path, i], out));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) texts(item, [...path, key], out);
}

/** Marks, in a new section's node, every text its type's example holds at the same place; choices (enums), the type and the anchor are the editor's, never marked. */
export function markNewSection<T>(node: T, type: unknown): T {
  const def = sectionDefs.find((entry) => entry.type === type);
  const example = (def as { example?: unknown } | undefined)?.example;
  if (!def || !example) return node;
  const known = new Set<string>();
  texts(example, [], known);
  const walk = (at: unknown, schema: Schema | undefined, path: DataPath) => {
    if (isScalar(at)) {
      if (typeof at.value === "string" && !schema?.enum && path.length && !["type", "id"].includes(String(path[0])) && known.has(`${shape(path)}\n${at.value}`)) at.comment = MARK;
    } else if (isSeq(at)) at.items.forEach((item, i) => walk(item, schema?.items, [...path, i]));
    else if (isMap(at)) for (const pair of at.items as Pair[]) if (isScalar(pair.key)) walk(pair.value, schema?.properties?.[String(pair.key.value)], [...path, String(pair.key.value)]);
  };
  walk(node, def.schema as Schema, []);
  return node;
}

/** A changed value is the editor's own: its example mark goes. */
export function unmark(node: Scalar) {
  if (node.comment && EXAMPLE_MARK.test(node.comment)) node.comment = undefined;
}

/** The marks the editor chose to keep as they are ("Keep this text"): each path that names a marked value loses its mark. */
export function unmarkKept(doc: Document, keep: unknown) {
  if (!Array.isArray(keep)) return;
  for (const path of keep) {
    if (!Array.isArray(path) || !path.every((part) => typeof part === "string" || Number.isInteger(part))) continue;
    const node = doc.getIn(path, true);
    if (isScalar(node)) unmark(node);
  }
}

/** The data path of every value marked as an example in a page's text, for the editor to show on its field. */
export function examplePaths(text: string): DataPath[] {
  const found: DataPath[] = [];
  const walk = (at: unknown, path: DataPath) => {
    if (isScalar(at)) {
      if (at.comment && EXAMPLE_MARK.test(at.comment)) found.push(path);
    } else if (isSeq(at)) at.items.forEach((item, i) => walk(item, [...path, i]));
    else if (isMap(at)) for (const pair of at.items as Pair[]) if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)]);
  };
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (!doc.errors.length) walk(doc.contents, []);
  return found;
}
