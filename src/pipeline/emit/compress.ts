// The compressed copies a CDN would serve, written once at build time beside each text file: file.br and file.gz.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip as gzipAsync, gzipSync, type BrotliOptions } from "node:zlib";

import type { PreviousBuild } from "./previous-build";

const brotli = promisify(brotliCompress);
const SUFFIXES = [".br", ".gz"] as const;
const gzip = promisify(gzipAsync);

/** Text files served to browsers; _headers and the build marker are never served, so they get no copies. */
export const COMPRESSIBLE = /\.(html|js|mjs|json|css|svg|xml|txt|webmanifest)$/;

/** Brotli at its highest quality in text mode; with gzip at its highest level, byte-identical for the same input. */
const brotliOptions = (bytes: Uint8Array): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

export function compressedCopies(content: string | Uint8Array): [".br" | ".gz", Buffer][] {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  return [[".br", brotliCompressSync(bytes, brotliOptions(bytes))], [".gz", gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })]];
}

/**
 * Writes file.br and file.gz beside every text file under `dir`, files in parallel on libuv's threads. Brotli at its
 * highest quality is slow (a second for the app's script), so each result is kept in `cacheDir` by the hash of its
 * input: a rebuild compresses only what changed, and the same input always gives the same bytes.
 */
export async function compressTree(dir: string, cacheDir: string, previous?: PreviousBuild): Promise<number> {
  const useCache = usable(cacheDir);
  const names = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => COMPRESSIBLE.test(name));
  await inTurns(names, async (name) => {
    // A file the previous build had byte for byte: its copies too, linked, never read or written again.
    if (previous?.linkCopies(name, SUFFIXES, dir)) return;
    const path = join(dir, name);
    const bytes = await readFile(path);
    const key = createHash("sha256").update(bytes).digest("hex");
    const copies = [
      [".br", () => brotli(bytes, brotliOptions(bytes))],
      [".gz", () => gzip(bytes, { level: constants.Z_BEST_COMPRESSION })],
    ] as const;
    await Promise.all(
      copies.map(async ([suffix, compress]) => {
        const bytes = await (useCache ? cached(join(cacheDir, key + suffix), compress) : compress());
        // Removed first: a file of public/ named like a copy may be a link into the previous build.
        await rm(path + suffix, { force: true });
        await writeFile(path + suffix, bytes);
      }),
    );
  });
  return names.length;
}

/**
 * Runs `work` on every item, a few at a time: enough to keep libuv's threads busy, while all at once held every
 * file's bytes and every compressor's window in memory together (1.7 GiB at 1,700 pages).
 */
async function inTurns<T>(items: readonly T[], work: (item: T) => Promise<void>, width = 8) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** The cache only saves time: a cache folder that cannot be made (a file in the way) means compressing everything. */
function usable(cacheDir: string): boolean {
  try {
    mkdirSync(cacheDir, { recursive: true });
    return true;
  } catch {
    return false;
  }
}

/** Identical files (a logo and a favicon) share one computation within a build. */
const pending = new Map<string, Promise<Buffer>>();
let written = 0;

/** The cached bytes, or computed and cached; written under a temporary name first, so a reader never sees half a file. */
function cached(file: string, compute: () => Promise<Buffer>): Promise<Buffer> {
  let result = pending.get(file);
  if (!result) {
    result = readFile(file).catch(async () => {
      const bytes = await compute();
      const temporary = `${file}.${process.pid}-${written++}.tmp`;
      await writeFile(temporary, bytes)
        .then(() => rename(temporary, file))
        .catch(() => undefined);
      return bytes;
    });
    pending.set(file, result);
    void result.finally(() => pending.delete(file)).catch(() => undefined);
  }
  return result;
}
