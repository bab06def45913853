// The fields that differ between two values of typed data, as paths: items[2].answer, links[4].label.

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

const join = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Every leaf (or whole added/removed value) whose path differs; "" when the value itself was replaced. */
export function changedFields(before: unknown, after: unknown, path = "", out: string[] = []): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) before.forEach((item, index) => changedFields(item, after[index], join(path, index), out));
    else {
      // An item added or removed in the middle: the items kept are matched by content, not by position.
      const keys = (list: unknown[]) => list.map((item) => JSON.stringify(item));
      const [a, b] = [keys(before), keys(after)];
      const kept = common(a, b);
      b.forEach((item, index) => kept.after.has(index) || out.push(join(path, index)));
      a.forEach((item, index) => kept.before.has(index) || out.push(`${join(path, index)} (removed)`));
    }
  } else if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) {
      if (!(key in before) || !(key in after)) out.push(join(path, key));
      else changedFields(before[key], after[key], join(path, key), out);
    }
  } else if (before !== after) out.push(path);
  return out;
}

/** The longest common subsequence of two lists: the positions kept in each. */
function common(a: readonly string[], b: readonly string[]): { before: Set<number>; after: Set<number> } {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const kept = { before: new Set<number>(), after: new Set<number>() };
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      kept.before.add(i++);
      kept.after.add(j++);
    } else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

/** The names that stayed in the same relative order (the longest common subsequence); the others moved. */
export function moved(before: readonly string[], after: readonly string[]): Set<string> {
  const a = before.filter((name) => after.includes(name));
  const b = after.filter((name) => before.includes(name));
  const kept = common(a, b).before;
  return new Set(a.filter((name, index) => !kept.has(index)));
}
