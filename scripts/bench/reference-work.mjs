// @ts-check
// The fixed work the scale bench times beside its rows (see reference-time.ts). Plain JavaScript, so that a thread can
// run this very file: started as a thread, it warms up, then does the work once per message and answers with the time.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { isMainThread, parentPort } from "node:worker_threads";

const WORDS = "hire vetted filipino professionals onsite remote licensed agency employer nurse engineer gulf germany singapore".split(" ");

/**
 * `bytes` of text from a fixed list by a fixed generator: the same bytes on every run of every version.
 * @param {number} bytes
 */
export function fixedText(bytes) {
  const parts = [];
  let seed = 42;
  for (let length = 0; length < bytes; ) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const word = WORDS[seed % WORDS.length] + (seed % 7 === 0 ? ".\n" : " ");
    parts.push(word);
    length += word.length;
  }
  return Buffer.from(parts.join(""), "utf8");
}

/**
 * The work, once: page-sized pieces compressed as pages are (brotli 6, gzip 9), then objects built, written and read
 * as JSON. Returns a number that depends on all of it, so none of it can be skipped.
 * @param {Buffer} text
 */
export function work(text) {
  let total = 0;
  for (let at = 0; at < text.length; at += 32_768) {
    const piece = text.subarray(at, at + 32_768);
    total += brotliCompressSync(piece, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length + gzipSync(piece, { level: 9 }).length;
  }
  for (let round = 0; round < 150; round++) {
    const items = Array.from({ length: 400 }, (_, index) => ({ id: `item-${index}`, words: [WORDS[(index + round) % WORDS.length], index, round] }));
    total += JSON.parse(JSON.stringify({ round, items })).items.length;
  }
  return total;
}

/** Milliseconds the work takes once. @param {Buffer} text */
export function timedWork(text) {
  const started = performance.now();
  work(text);
  return performance.now() - started;
}

export const TEXT_BYTES = 2_000_000;

const port = isMainThread ? null : parentPort;
if (port) {
  const text = fixedText(TEXT_BYTES);
  work(text);
  port.on("message", () => port.postMessage(timedWork(text)));
  port.postMessage("ready");
}
