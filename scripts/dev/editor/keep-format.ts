// A save changes only the lines that changed: the serializer's new text is laid back onto the file's own lines, so a
// BOM, CRLF line ends, trailing spaces and doubled blank lines elsewhere in the file stay exactly as they were.

type Op = { kind: "same"; a: number; b: number } | { kind: "gone"; a: number } | { kind: "new"; b: number };

/** A line diff of a → b (longest common subsequence; pages are a few hundred lines). */
export function lineDiff(a: readonly string[], b: readonly string[], same = (x: string, y: string) => x === y): Op[] {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) table[i][j] = same(a[i], b[j]) ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && same(a[i], b[j])) ops.push({ kind: "same", a: i++, b: j++ });
    else if (j < m && (i === n || table[i][j + 1] >= table[i + 1][j])) ops.push({ kind: "new", b: j++ });
    else ops.push({ kind: "gone", a: i++ });
  }
  return ops;
}

/** A line with its indentation kept and every other run of spaces as one: `a: 1     # note` → `a: 1 # note`. */
const spaced = (line: string) => line.replace(/^(\s*)(.*)$/, (_, indent: string, rest: string) => indent + rest.replace(/\s+/g, " ")).trimEnd();

/**
 * `original` is the file as it is on disk; `before` and `after` are the serializer's text of the file's document
 * before and after the edit. Returns the file with exactly the lines the edit changed replaced.
 */
export function keepFormat(original: string, before: string, after: string): string {
  const bom = original.startsWith("\uFEFF") ? "\uFEFF" : "";
  const eol = /\r\n/.test(original) ? "\r\n" : "\n";
  const own = original.slice(bom.length).split(/\r?\n/);
  const base = before.split("\n");
  const next = after.split("\n");
  // Which of the file's own lines each serializer line stands for (the serializer drops trailing spaces, and writes
  // one space where the file lines up its end-of-line comments in a column).
  const mapped = new Map<number, number>();
  for (const op of lineDiff(base, own, (x, y) => x === y.trimEnd() || spaced(x) === spaced(y))) if (op.kind === "same") mapped.set(op.a, op.b);
  const out: string[] = [];
  let cursor = 0;
  /** The file's lines up to `to` (exclusive): lines the serializer would drop, such as a second blank line. */
  const keepUntil = (to: number) => {
    while (cursor < to) out.push(own[cursor++]);
  };
  for (const op of lineDiff(base, next)) {
    if (op.kind === "new") {
      out.push(next[op.b]);
      continue;
    }
    const at = mapped.get(op.a);
    if (at === undefined) {
      if (op.kind === "same") out.push(next[op.b]);
      continue;
    }
    keepUntil(at);
    if (op.kind === "same") out.push(own[at]);
    cursor = at + 1;
  }
  keepUntil(own.length);
  return bom + out.join(eol);
}
