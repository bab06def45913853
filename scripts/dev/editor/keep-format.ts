// A save changes only the lines that changed: the serializer's new text is laid back onto the file's own lines, so a
// BOM, CRLF line ends, trailing spaces and doubled blank lines elsewhere in the file stay exactly as they were.

type Op = { kind: "same"; a: number; b: number } | { kind: "gone"; a: number } | { kind: "new"; b: number };

/**
 * A line diff of a → b (longest common subsequence). `same(i, j)` says whether a[i] and b[j] stand for the same line.
 * The lines both texts start with are matched as the walk below would match them, before the table (quadratic in the
 * lines after them): an edit halfway down a page of 300 lines then fills a quarter of it.
 */
export function lineDiff(a: readonly string[], b: readonly string[], same = (i: number, j: number) => a[i] === b[j]): Op[] {
  const n = a.length;
  const m = b.length;
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m && same(i, j)) ops.push({ kind: "same", a: i++, b: j++ });
  const start = i;
  const table = Array.from({ length: n - start + 1 }, () => new Uint32Array(m - start + 1));
  const at = (x: number, y: number) => table[x - start][y - start];
  for (let x = n - 1; x >= start; x--) for (let y = m - 1; y >= start; y--) table[x - start][y - start] = same(x, y) ? at(x + 1, y + 1) + 1 : Math.max(at(x + 1, y), at(x, y + 1));
  while (i < n || j < m) {
    if (i < n && j < m && same(i, j)) ops.push({ kind: "same", a: i++, b: j++ });
    else if (j < m && (i === n || at(i, j + 1) >= at(i + 1, j))) ops.push({ kind: "new", b: j++ });
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
  // Each line's forms made once: the table compares every serializer line with every one of the file's.
  const baseSpaced = base.map(spaced);
  const ownTrimmed = own.map((line) => line.trimEnd());
  const ownSpaced = own.map(spaced);
  for (const op of lineDiff(base, own, (x, y) => base[x] === ownTrimmed[y] || baseSpaced[x] === ownSpaced[y])) if (op.kind === "same") mapped.set(op.a, op.b);
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
