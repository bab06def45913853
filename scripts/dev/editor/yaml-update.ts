// Writes edited data back into a page's YAML document in place, so comments, key order, quoting and flow style stay.
import { isMap, isNode, isScalar, isSeq, type Document, type Node, type Pair } from "yaml";
import { markNewSection, unmark, unmarkKept } from "./example-marks";
import { matchItems } from "./match-items";

type Value = unknown;

/**
 * Each section as the editor sends it: its data, and which section of the file it started as (null: not in the file
 * now). `fromFile`: it was on the page when the editor opened it, so a section deleted, saved and brought back by undo
 * is the page's own content, never marked as an example.
 */
export interface EditedSection {
  origin: number | null;
  fromFile?: boolean;
  data: Record<string, Value>;
}

export interface EditedPage {
  meta: Record<string, Value>;
  sections: EditedSection[];
  /** Data paths of example values the editor keeps as they are: their # EXAMPLE marks go (checked in unmarkKept). */
  keep?: unknown;
}

const same = (node: unknown, value: Value) => isScalar(node) && node.value === value;

/** The node for `value`: the existing node changed where the value differs, or a new node where the shape differs. */
function update(doc: Document, node: unknown, value: Value): unknown {
  if (value === null || typeof value !== "object") {
    if (same(node, value)) return node;
    if (isScalar(node) && typeof node.value === typeof value) {
      node.value = value;
      unmark(node);
      return node;
    }
    return doc.createNode(value);
  }
  if (Array.isArray(value)) {
    if (!isSeq(node)) return doc.createNode(value);
    const nodes = matchItems(node.items, value);
    node.items = value.map((item, index) => update(doc, nodes[index], item)) as typeof node.items;
    return node;
  }
  if (!isMap(node)) return doc.createNode(value);
  const entries = Object.entries(value as Record<string, Value>).filter(([, v]) => v !== undefined);
  const wanted = new Map(entries);
  node.items = (node.items as Pair[]).filter((pair) => isScalar(pair.key) && wanted.has(String(pair.key.value)));
  for (const pair of node.items as Pair[]) pair.value = update(doc, pair.value, wanted.get(String((pair.key as { value: unknown }).value)));
  const present = new Set((node.items as Pair[]).map((pair) => String((pair.key as { value: unknown }).value)));
  // A new key goes after the keys it follows in the edited data, so a filled-in field lands where a person would put it.
  entries.forEach(([key, v], index) => {
    if (present.has(key)) return;
    const before = entries.slice(0, index).map(([k]) => k).filter((k) => present.has(k)).pop();
    const at = before === undefined ? 0 : (node.items as Pair[]).findIndex((pair) => String((pair.key as { value: unknown }).value) === before) + 1;
    node.items.splice(at, 0, doc.createPair(key, v) as never);
    present.add(key);
  });
  return node;
}

/**
 * The page's new text. Sections keep their own nodes (and the comments above them) wherever they move; a new
 * section is written as a new node. lineWidth 0: never fold a long line that was written on one line.
 */
export function applyEdit(doc: Document, edit: EditedPage): string {
  const root = doc.contents;
  if (!isMap(root)) throw new Error("the page's top level is not a mapping");
  const get = (key: string) => (root.items as Pair[]).find((pair) => isScalar(pair.key) && pair.key.value === key);
  const metaPair = get("meta");
  if (metaPair) metaPair.value = update(doc, metaPair.value, edit.meta);
  else root.items.unshift(doc.createPair("meta", edit.meta) as never);
  const sectionsPair = get("sections");
  const old = sectionsPair && isSeq(sectionsPair.value) ? (sectionsPair.value.items as Node[]) : [];
  const items = edit.sections.map(({ origin, fromFile, data }) =>
    origin !== null ? update(doc, old[origin], data) : fromFile ? update(doc, undefined, data) : markNewSection(update(doc, undefined, data), data.type));
  if (sectionsPair && isSeq(sectionsPair.value)) {
    const seq = sectionsPair.value;
    // A comment above the first section is kept on the list, not on the section: it moves with that section.
    if (seq.commentBefore && old[0] && items[0] !== old[0]) {
      old[0].commentBefore = old[0].commentBefore ? `${seq.commentBefore}\n${old[0].commentBefore}` : seq.commentBefore;
      seq.commentBefore = undefined;
    }
    // Every section but the first keeps the blank line above it that the file's own sections have, wherever it moved.
    const spaced = old.slice(1).some((node) => node.spaceBefore);
    items.forEach((node, index) => {
      if (isNode(node)) node.spaceBefore = index > 0 && spaced ? true : index === 0 ? old[0]?.spaceBefore : node.spaceBefore;
    });
    seq.items = items as never;
  }
  else if (sectionsPair) sectionsPair.value = doc.createNode(edit.sections.map((s) => s.data));
  else root.items.push(doc.createPair("sections", edit.sections.map((s) => s.data)) as never);
  unmarkKept(doc, edit.keep);
  return doc.toString({ lineWidth: 0 });
}
