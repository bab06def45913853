// The characters a social card can draw: every code point in the font files it draws with (read by HarfBuzz, after
// fontverter unpacks the woff), so a character outside them is known before a card shows an empty box for it.
import fontverter from "fontverter";
import hbPromise from "harfbuzzjs";
import { readFileSync } from "node:fs";
import type { FontName } from "../fonts";
import { cardFontFiles } from "./fonts";

const files = new Map<string, Promise<Set<number>>>();

/** The code points one font file holds (read once per process). */
export function fileCoverage(file: string): Promise<Set<number>> {
  if (!files.has(file)) {
    files.set(file, (async () => {
      const hb = await hbPromise;
      const blob = hb.createBlob(await fontverter.convert(readFileSync(file), "truetype"));
      const face = hb.createFace(blob, 0);
      const unicodes = new Set(face.collectUnicodes());
      face.destroy();
      blob.destroy();
      return unicodes;
    })());
  }
  return files.get(file)!;
}

const cards = new Map<FontName | undefined, Promise<Set<number>>>();

/** The code points a card of a language with this typeface (or none) can draw (gathered once per process: a site checks every page against it). */
export function cardCoverage(font: FontName | undefined): Promise<Set<number>> {
  if (!cards.has(font)) cards.set(font, Promise.all(cardFontFiles(font).map((entry) => fileCoverage(entry.file))).then((sets) => new Set(sets.flatMap((set) => [...set]))));
  return cards.get(font)!;
}

/** Characters that are not drawn at all (spaces, direction marks, joiners, variation selectors): never missing. */
const UNDRAWN = /[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}\uFE00-\uFE0F]/u;

/** The characters of `text` no card font holds, each once, in order. */
export const missingCharacters = (text: string, coverage: ReadonlySet<number>): string[] =>
  [...new Set([...text].filter((char) => !UNDRAWN.test(char) && !coverage.has(char.codePointAt(0)!)))];
