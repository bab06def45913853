// An input file as read: its text, and a way to turn character offsets into line:col.
import { createHash } from "node:crypto";
import type { Problem, Severity } from "../problems";

export class SourceFile {
  readonly problems: Problem[] = [];
  /** Reminders for the site owner, printed once apart from the problems: not counted, never failing --strict. */
  readonly notes: string[] = [];
  /** Where each line starts: found on the first position asked, since most files loaded from the cache never are. */
  private lineStarts?: number[];
  private loaded?: string;

  /**
   * `source`: the file's text, or a way to read it when first asked (a file whose outcome the load cache kept for its
   * state is not read unless a problem in it is shown), with its text's `digest` known.
   */
  constructor(
    /** Path relative to the project root, as printed in messages. */
    readonly name: string,
    private readonly source: string | (() => string),
    private textDigest?: string,
  ) {}

  get text(): string {
    return (this.loaded ??= typeof this.source === "string" ? this.source : this.source());
  }

  /** The text's SHA-256 (hex), taken once: the load cache, the page checks and the page memo key on it, not on the text each. */
  get digest(): string {
    return (this.textDigest ??= createHash("sha256").update(this.text).digest("hex"));
  }

  /** 1-based line and column (in UTF-16 units, as editors count) of a character offset. */
  position(offset: number): { line: number; col: number } {
    const starts = (this.lineStarts ??= lineStartsOf(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, col: offset - starts[low] + 1 };
  }

  report(severity: Severity, start: number, end: number, message: string, hint?: string) {
    const { line, col } = this.position(start);
    const stop = this.position(Math.max(start, end));
    const length = stop.line === line ? Math.max(1, stop.col - col) : 1;
    this.problems.push({ file: this.name, line, col, length, severity, message, hint });
  }

  error(start: number, end: number, message: string, hint?: string) {
    this.report("error", start, end, message, hint);
  }
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return starts;
}
