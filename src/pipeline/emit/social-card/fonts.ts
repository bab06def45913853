// The typefaces a social card draws with: Inter in every script its package holds, and a language's own typeface
// (emit/fonts.ts) first on that language's cards; from the packages' woff files (satori cannot read woff2), handed to
// satori as the plain font files they wrap.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { FONTS, type FontName } from "../fonts";
import { sfntOf } from "./sfnt";

const require = createRequire(import.meta.url);
export const WEIGHTS = [400, 700, 800] as const;
type Weight = (typeof WEIGHTS)[number];
/** Every script @fontsource/inter ships: Ł, ệ, Ж and Ω are drawn, not boxed. */
const INTER_SUBSETS = ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek", "greek-ext"] as const;

export interface CardFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: "normal";
}

type CardFontFile = { name: string; weight: Weight; file: string };
const resolved = new Map<FontName | undefined, CardFontFile[]>();

/** The font files a card of this language draws with, the language's own first (satori falls back in this order); resolved once per process. */
export function cardFontFiles(font: FontName | undefined): CardFontFile[] {
  if (!resolved.has(font)) resolved.set(font, resolveCardFontFiles(font));
  return resolved.get(font)!;
}

function resolveCardFontFiles(font: FontName | undefined): CardFontFile[] {
  const own = font
    ? Object.entries(FONTS[font].files).map(([weight, file]) => ({ name: FONTS[font].family, weight: Number(weight) as Weight, file: require.resolve(file.replace(/\.woff2$/, ".woff")) }))
    : [];
  const inter = INTER_SUBSETS.flatMap((subset) => WEIGHTS.map((weight) => ({ name: "Inter", weight, file: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`) })));
  return [...own, ...inter];
}

// Unpacked once per process, and the same buffer every time: satori keeps each font it parsed by its buffer.
const data = new Map<string, Buffer>();
const read = (file: string) => data.get(file) ?? data.set(file, sfntOf(readFileSync(file))).get(file)!;

/** Inter's Latin files (not latin-ext): every card is given them. */
const isInterLatin = (entry: CardFontFile) => entry.name === "Inter" && /-latin-\d+-normal\.woff$/.test(entry.file);

/**
 * The fonts one card needs: the language's own and Inter's Latin always, another of Inter's scripts only when the
 * words use a character Latin lacks (satori reads every font it is given on every card: 3 files draw a card several
 * times faster than 23). Every script's file holds the space, so "a character the words use" chose them all.
 * `coverageDir`: where the glyph check kept each font's code points (.cache/coverage/): then read with no HarfBuzz.
 */
export async function cardFonts(font: FontName | undefined, words: string, coverageDir?: string): Promise<CardFont[]> {
  const { fileCoverage } = await import("./coverage");
  const files = cardFontFiles(font);
  const latin = await Promise.all(files.filter(isInterLatin).map((entry) => fileCoverage(entry.file, coverageDir)));
  const needed = [...new Set([...words].map((char) => char.codePointAt(0)!))].filter((point) => !latin.some((coverage) => coverage.has(point)));
  const chosen: CardFontFile[] = [];
  for (const entry of files) {
    if (entry.name !== "Inter" || isInterLatin(entry)) chosen.push(entry);
    else if (needed.length) {
      const coverage = await fileCoverage(entry.file, coverageDir);
      if (needed.some((point) => coverage.has(point))) chosen.push(entry);
    }
  }
  return chosen.map(({ name, weight, file }) => ({ name, weight, data: read(file), style: "normal" as const }));
}

/** The family list a card's text asks for: the language's own typeface, then Inter. */
export const cardFamily = (font: FontName | undefined) => (font ? `"${FONTS[font].family}", Inter` : "Inter");
