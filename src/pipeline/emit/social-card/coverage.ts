// The characters a social card can draw: every code point in the font files it draws with (read by HarfBuzz, after
// fontverter unpacks the woff), so a character outside them is known before a card shows an empty box for it.
import fontverter from "fontverter";
import hbPromise from "harfbuzzjs";
import { readFileSync } from "node:fs";
import type { FontName } from "../fonts";
import { cardFontFiles } from "./fonts";

const known = new Map<string, Promise<Set<number>>>();

async function fileCoverage(file: string): Promise<number[]> {
  const hb = await hbPromise;
  const blob = hb.createBlob(await fontverter.convert(readFileSync(file), "truetype"));
  const face = hb.createFace(blob, 0);
  const unicodes = [...face.collectUnicodes()];
  face.destroy();
  blob.destroy();
  return unicodes;
}

/** The code points a card of a language with this typeface (or none) can draw. */
export function cardCoverage(font: FontName | undefined): Promise<Set<number>> {
  const key = font ?? "";
  if (!known.has(key)) known.set(key, Promise.all(cardFontFiles(font).map((entry) => fileCoverage(entry.file))).then((lists) => new Set(lists.flat())));
  return known.get(key)!;
}

/** Characters that are not drawn at all (spaces, direction marks, joiners, variation selectors): never missing. */
const UNDRAWN = /[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}\uFE00-\uFE0F]/u;

/** The characters of `text` no card font holds, each once, in order. */
export const missingCharacters = (text: string, coverage: ReadonlySet<number>): string[] =>
  [...new Set([...text].filter((char) => !UNDRAWN.test(char) && !coverage.has(char.codePointAt(0)!)))];
