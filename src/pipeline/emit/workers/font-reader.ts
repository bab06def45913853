// The card fonts' code points for the glyph check (check/card-glyphs.ts) read by HarfBuzz in a thread that ends with
// the check: HarfBuzz's and woff2's WebAssembly memory, which a thread never gives back, is then not held by the
// build's own thread while the site renders. Lists an earlier build kept in .cache/coverage/ are read here, no thread.
import { keptCoverage, type FontReader } from "../social-card/coverage";
import { run, type Pool } from "./jobs";
import { WorkerPool } from "./pool";

/**
 * `entry`: the threads' code (thread-bundle.ts), awaited only when a font must be read; `cards`: a first build's card
 * thread, started already and reading these fonts (warm-threads.ts), used instead and left running for the cards.
 */
export function fontReaderThread(entry: Promise<URL>, cards?: Pool): { read: FontReader; close(): Promise<void> } {
  let pool: Promise<Pool> | undefined = cards && Promise.resolve(cards);
  return {
    read: async (file, cacheDir) => {
      const kept = cacheDir ? keptCoverage(file, cacheDir) : undefined;
      return kept ?? run<Set<number>>(await (pool ??= entry.then((url) => new WorkerPool(url, 1))), { kind: "coverage", file, cacheDir });
    },
    close: async () => void (cards || (await (await pool)?.close())),
  };
}
