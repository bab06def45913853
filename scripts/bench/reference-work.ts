// A fixed piece of work, the same whatever the engine, timed beside the scale rows: on this shared machine the same
// cold build took 11 to 22 s by the hour, and this says how quick the hour was when a figure was taken.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { median } from "./run";

const WORDS = "hire vetted filipino professionals onsite remote licensed agency employer nurse engineer gulf germany singapore".split(" ");

/** `bytes` of text from a fixed list by a fixed generator: the same bytes on every run of every version. */
export function fixedText(bytes: number): Buffer {
  const parts: string[] = [];
  let seed = 42;
  for (let length = 0; length < bytes; ) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const word = WORDS[seed % WORDS.length] + (seed % 7 === 0 ? ".\n" : " ");
    parts.push(word);
    length += word.length;
  }
  return Buffer.from(parts.join(""), "utf8");
}

/** The work, once: page-sized pieces compressed as pages are (brotli 6, gzip 9), then objects built, written and read as JSON. */
export function work(text: Buffer): number {
  let total = 0;
  for (let at = 0; at < text.length; at += 32_768) {
    const piece = text.subarray(at, at + 32_768);
    total += brotliCompressSync(piece, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length + gzipSync(piece, { level: 9 }).length;
  }
  for (let round = 0; round < 150; round++) {
    const items = Array.from({ length: 400 }, (_, index) => ({ id: `item-${index}`, words: [WORDS[(index + round) % WORDS.length], index, round] }));
    total += (JSON.parse(JSON.stringify({ round, items })) as { items: unknown[] }).items.length;
  }
  return total;
}

/** Milliseconds the fixed work takes on one core now: the median of `runs`, after one run to warm up. */
export function referenceWork(runs = 3): number {
  const text = fixedText(2_000_000);
  work(text);
  return median(
    Array.from({ length: runs }, () => {
      const started = performance.now();
      work(text);
      return performance.now() - started;
    }),
  );
}
