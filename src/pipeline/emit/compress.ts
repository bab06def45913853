// The compressed copies a CDN would serve, written once at build time beside each text file: file.br and file.gz.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { inTurns } from "./in-turns";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip as gzipAsync, gzipSync, type BrotliOptions } from "node:zlib";

import type { PreviousBuild } from "./previous-build";
import { STYLESHEETS } from "./asset-names";

const brotli = promisify(brotliCompress);
const SUFFIXES = [".br", ".gz"] as const;
const gzip = promisify(gzipAsync);

/** Text files served to browsers; _headers and the build marker are never served, so they get no copies. */
export const COMPRESSIBLE = /\.(html|js|mjs|json|css|svg|xml|txt|webmanifest)$/;

/**
 * Brotli's quality for a file by its path under dist/. Measured on the pages' HTML and data at 1,700 pages (CPU time
 * per file, total .br bytes against quality 11): 11 takes 22 ms and gives the smallest; 10 takes 7.8 ms, +2.2 %;
 * 9 takes 77 ms (slower than 11 on these pages), +12.8 %; 8 1.4 ms; 6 0.6 ms, +13.1 % (+11.2 % on the real site's
 * pages, about 0.5 KiB a page); 4 0.3 ms, +21 %. The pages are many, change with the content and are revalidated on
 * every visit: quality 11 on them was 75 s of a cold build's CPU at 1,700 pages, 10 would still be 27 s, 6 is 2 s.
 * Under /assets/ the files are few (the scripts, the site data, the sprites), named by their content and cached by
 * browsers for a year: they keep the highest quality, computed once per content (see compressTree). The pages'
 * stylesheets are as many as the sets of sections the pages use, up to one a page: quality 11 takes 13 ms for one of
 * 11 KB, 6 takes 0.3 ms for 5.5 % more bytes (2,605 against 2,468).
 */
export const brotliQuality = (name: string) => (name.startsWith("assets/") && !name.startsWith(STYLESHEETS) ? constants.BROTLI_MAX_QUALITY : 6);

/** Brotli in text mode at `quality`; with gzip at its highest level, byte-identical for the same input. */
const brotliOptions = (bytes: Uint8Array, quality: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

/** `quality`: brotli's, the highest by default (what a long-cached asset gets). */
export function compressedCopies(content: string | Uint8Array, quality: number = constants.BROTLI_MAX_QUALITY): [".br" | ".gz", Buffer][] {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  return [[".br", brotliCompressSync(bytes, brotliOptions(bytes, quality))], [".gz", gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })]];
}

/**
 * Writes file.br and file.gz beside every text file under `dir` but those `done` already (by the render threads), files
 * in parallel on libuv's threads. Brotli at its highest quality is slow (a second for the app's script), so each such
 * result is kept in `cacheDir` by the hash of its input: a rebuild compresses only what changed, and the same input
 * always gives the same bytes. The pages' cheaper copies are made again rather than cached: reading a cached copy
 * costs about what making it does.
 */
export async function compressTree(dir: string, cacheDir: string, previous?: PreviousBuild, done: ReadonlySet<string> = new Set()): Promise<number> {
  const useCache = usable(cacheDir);
  const names = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => COMPRESSIBLE.test(name) && !done.has(name));
  await inTurns(names, async (name) => {
    // A file the previous build had byte for byte: its copies too, linked, never read or written again.
    if (previous?.linkCopies(name, SUFFIXES, dir)) return;
    const path = join(dir, name);
    await Promise.all(
      copies(name.split(sep).join("/"), await readFile(path), useCache ? cacheDir : undefined).map(async ([suffix, made]) => {
        const bytes = await made;
        // Removed first: a file of public/ named like a copy may be a link into the previous build.
        previous?.written(name + suffix);
        await rm(path + suffix, { force: true });
        await writeFile(path + suffix, bytes);
      }),
    );
  }, 8); // enough to keep libuv's threads busy; all at once held every file and compressor window together (1.7 GiB at 1,700 pages)
  return names.length;
}

/**
 * Starts the copies of the long-cached files `names` (under `dir`, as paths under dist/) on libuv's threads, kept in
 * `cacheDir` where compressTree finds them: the browser's scripts are bundled while the YAML loads, and the app's
 * quality-11 copy (a second) is then made beside the pages rather than after the last of them.
 */
export async function compressEarly(dir: string, names: string[], cacheDir: string): Promise<void> {
  if (!usable(cacheDir)) return;
  const long = names.filter((name) => COMPRESSIBLE.test(name) && brotliQuality(name) === constants.BROTLI_MAX_QUALITY);
  await Promise.all(
    long.map((name) =>
      readFile(join(dir, name))
        .then((bytes) => Promise.all(copies(name, bytes, cacheDir).map(([, made]) => made)))
        .catch(() => undefined), // compressTree makes them again, and reports what fails
    ),
  );
}

/** File `name`'s copies from its bytes; those at brotli's highest quality kept in `cacheDir` (none: made again). */
function copies(name: string, bytes: Buffer, cacheDir: string | undefined): [(typeof SUFFIXES)[number], Promise<Buffer>][] {
  const quality = brotliQuality(name);
  const key = createHash("sha256").update(bytes).digest("hex");
  const made = [
    [".br", () => brotli(bytes, brotliOptions(bytes, quality))],
    [".gz", () => gzip(bytes, { level: constants.Z_BEST_COMPRESSION })],
  ] as const;
  const keep = cacheDir !== undefined && quality === constants.BROTLI_MAX_QUALITY;
  return made.map(([suffix, compress]) => [suffix, keep ? cached(join(cacheDir, key + suffix), compress) : compress()]);
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
