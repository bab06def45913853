// Which node of a YAML list each edited item was, by what the item says rather than where it stands, so the
// comments above and beside an item travel with it when items are moved, removed or added.
import { isNode, type Node } from "yaml";

type Value = unknown;

const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);

/** How many top-level texts or numbers two items share (a question, a title, a label): their likeness. */
function shared(a: Value, b: Value): number {
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) || Array.isArray(b)) return 0;
  const other = b as Record<string, Value>;
  return Object.entries(a as Record<string, Value>).filter(([key, v]) => (typeof v === "string" || typeof v === "number") && v !== "" && other[key] === v).length;
}

/**
 * For each new item, the old node it continues, or undefined for a new item. First the unchanged items, then an
 * edited item by the texts it still shares with an old one, then one left in the same place (an item edited in full).
 */
export function matchItems(old: readonly unknown[], next: readonly Value[]): (Node | undefined)[] {
  const values = old.map((node) => (isNode(node) ? node.toJSON() : node));
  const taken = new Set<number>();
  const found: (number | undefined)[] = next.map(() => undefined);
  const claim = (i: number, o: number) => ((found[i] = o), taken.add(o));
  // Unchanged items, the one in the same place first (two equal items keep their own comments).
  next.forEach((item, i) => {
    if (i < values.length && same(values[i], item)) claim(i, i);
  });
  next.forEach((item, i) => {
    if (found[i] !== undefined) return;
    const o = values.findIndex((value, at) => !taken.has(at) && same(value, item));
    if (o >= 0) claim(i, o);
  });
  next.forEach((item, i) => {
    if (found[i] !== undefined) return;
    let best = -1;
    let score = 0;
    values.forEach((value, at) => {
      const s = taken.has(at) ? 0 : shared(item, value);
      if (s > score || (s === score && s > 0 && at === i)) (best = at), (score = s);
    });
    if (best >= 0) claim(i, best);
  });
  next.forEach((_, i) => {
    if (found[i] === undefined && i < values.length && !taken.has(i)) claim(i, i);
  });
  return found.map((o) => (o === undefined ? undefined : (old[o] as Node)));
}
