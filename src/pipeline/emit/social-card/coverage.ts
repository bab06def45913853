// The characters a social card can draw: every code point in the font files it draws with (read by HarfBuzz from the
// font the woff wraps), so a character outside them is known before a card shows an empty box for it.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { threadId } from "node:worker_threads";
import { codeKey } from "../../engine-key.mjs";
import type { FontName } from "../fonts";
import { cardFontFiles } from "./fonts";
import { sfntOf } from "./sfnt";

const files = new Map<string, Promise<Set<number>>>();

/** Reads one font file's code points: fileCoverage, or the same in a thread (see emit/workers/font-reader.ts). */
export type FontReader = (file: string, cacheDir?: string) => Promise<Set<number>>;

/** By the font's bytes and the code that reads it, not NODE_ENV: the build and the editor's checks share it (see codeKey). */
const keptName = (bytes: Buffer, cacheDir: string) => join(cacheDir, `${createHash("sha256").update(codeKey(READERS)).update(bytes).digest("hex").slice(0, 32)}.json`);

/** The code points an earlier build kept for this font file in `cacheDir`, or undefined (read with no HarfBuzz). */
export function keptCoverage(file: string, cacheDir: string): Set<number> | undefined {
  return readKept(keptName(readFileSync(file), cacheDir));
}

/** The package that reads a font: another version may find other code points. */
const READERS = ["harfbuzzjs"];

/**
 * The code points one font file holds (read once per process). With `cacheDir` (.cache/coverage/), kept there by the
 * file's bytes: unpacking a woff2 and loading HarfBuzz cost a build some half a second before it checks a single page.
 */
export const fileCoverage: FontReader = (file, cacheDir) => {
  if (!files.has(file)) {
    files.set(file, (async () => {
      const bytes = readFileSync(file);
      const kept = cacheDir && keptName(bytes, cacheDir);
      const known = kept && readKept(kept);
      if (known) return known;
      // Loaded only when a font is read: HarfBuzz compiles its WebAssembly as it loads.
      const hb = await (await import("harfbuzzjs")).default;
      const blob = hb.createBlob(sfntOf(bytes));
      const face = hb.createFace(blob, 0);
      const unicodes = new Set(face.collectUnicodes());
      face.destroy();
      blob.destroy();
      if (kept) keep(kept, unicodes);
      return unicodes;
    })());
  }
  return files.get(file)!;
};

function readKept(path: string): Set<number> | undefined {
  try {
    const points = JSON.parse(readFileSync(path, "utf8")) as unknown;
    return Array.isArray(points) && points.every((point) => Number.isInteger(point)) ? new Set(points as number[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Written aside and renamed: a build stopped half-way never leaves half a list. The cache only saves time. */
function keep(path: string, unicodes: Set<number>) {
  try {
    mkdirSync(dirname(path), { recursive: true });
    // Named by process and thread: the build reads fonts in threads of its own.
    const aside = `${path}.${process.pid}-${threadId}`;
    writeFileSync(aside, JSON.stringify([...unicodes]));
    renameSync(aside, path);
  } catch {
    // Read from the font again next time.
  }
}

const cards = new Map<FontName | undefined, Promise<Set<number>>>();

/** The code points a card of a language with this typeface (or none) can draw (gathered once per process: a site checks every page against it). */
export function cardCoverage(font: FontName | undefined, cacheDir?: string, read: FontReader = fileCoverage): Promise<Set<number>> {
  if (!cards.has(font)) cards.set(font, Promise.all(cardFontFiles(font).map((entry) => read(entry.file, cacheDir))).then((sets) => new Set(sets.flatMap((set) => [...set]))));
  return cards.get(font)!;
}

/** Characters that are not drawn at all (spaces, direction marks, joiners, variation selectors): never missing. */
const UNDRAWN = /[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}\uFE00-\uFE0F]/u;

/** The characters of `text` no card font holds, each once, in order. */
export const missingCharacters = (text: string, coverage: ReadonlySet<number>): string[] =>
  [...new Set([...text].filter((char) => !UNDRAWN.test(char) && !coverage.has(char.codePointAt(0)!)))];
