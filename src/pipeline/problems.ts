// A problem found in an input file, and how it is printed: file:line:col: severity: message, hint, code frame.
export type Severity = "error" | "warning";

export interface Problem {
  file: string;
  /** 1-based line and column of the first character at fault. */
  line: number;
  col: number;
  /** How many characters to underline on that line (at least 1). */
  length: number;
  severity: Severity;
  message: string;
  hint?: string;
}

/**
 * Problems kept in a cache (JSON), each with its fields in the order SourceFile.report writes them (hint present
 * even when undefined): put back, they compare and print exactly as when they were found.
 */
export const asReported = (problems: readonly Problem[]): Problem[] =>
  problems.map(({ file, line, col, length, severity, message, hint }) => ({ file, line, col, length, severity, message, hint }));

export const compareProblems = (a: Problem, b: Problem) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message);

/** The offending line with its number and a caret line under the columns at fault. */
export function codeFrame(source: string, line: number, col: number, length: number): string {
  // Tabs become one space and control characters a visible stand-in, so the caret stays under the right column.
  const text = (source.split(/\r?\n/)[line - 1] ?? "")
    .replace(/\t/g, " ")
    .replace(/[\u0000-\u001F]/g, (c) => String.fromCharCode(0x2400 + c.charCodeAt(0)))
    .replace(/[\u007F-\u009F]/g, "\uFFFD");
  const gutter = String(line).length;
  const width = Math.max(1, Math.min(length, text.length - col + 1));
  return `  ${line} | ${text}\n  ${" ".repeat(gutter)} | ${" ".repeat(Math.max(0, col - 1))}${"^".repeat(width)}`;
}

export function formatProblem(problem: Problem, source: string | undefined): string {
  const lines = [`${problem.file}:${problem.line}:${problem.col}: ${problem.severity}: ${problem.message}`];
  if (problem.hint) lines.push(`  hint: ${problem.hint}`);
  if (source !== undefined && problem.line > 0) lines.push(codeFrame(source, problem.line, problem.col, problem.length));
  return lines.join("\n");
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function summary(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === "error");
  const warnings = problems.length - errors.length;
  const files = new Set(problems.map((p) => p.file)).size;
  const parts = [plural(errors.length, "error")];
  if (warnings) parts.push(plural(warnings, "warning"));
  return `${parts.join(", ")} in ${plural(files, "file")}`;
}

/** Closest candidate by edit distance, if close enough to be a likely typo. */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  const allowed = word.length <= 4 ? 1 : Math.max(2, Math.floor(word.length / 4));
  return best !== undefined && bestDistance <= allowed ? best : undefined;
}

/** Edits (insert, delete, replace, swap two neighbours) that turn a into b: heor is one swap from hero. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** "did you mean "x"? " followed by the list of what is allowed, for hints. */
export function suggest(word: string, candidates: readonly string[], listName: string): string {
  const close = didYouMean(word, candidates);
  const list = `${listName}: ${candidates.join(", ")}`;
  return close ? `did you mean "${close}"? ${list}` : list;
}
