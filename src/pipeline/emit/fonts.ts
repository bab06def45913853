// A language's own typeface (settings.languages[].font): the package's woff2 files cut down to the characters that
// language's pages use, named under /assets/fonts/ by what they are cut from, and the @font-face rules only its pages
// carry.
import { contentHash } from "./asset-names";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { threadId } from "node:worker_threads";
import { font as theme } from "../../ui/theme";
import type { LanguageSpec } from "../../core/languages";
import { packageVersion } from "../engine-key.mjs";

export type FontName = NonNullable<LanguageSpec["font"]>;

/** Each typeface the engine can serve: its family name, and the weights the site's styles use (400 text, 700 headings and buttons). */
export const FONTS: Record<FontName, { family: string; files: Record<number, string>; lineHeight: number }> = {
  "ibm-plex-sans-arabic": {
    family: "IBM Plex Sans Arabic",
    files: { 400: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2", 700: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2" },
    // Arabic letters reach higher and lower than Latin ones: a little more room between lines so nothing clips.
    lineHeight: 1.8,
  },
};

const require = createRequire(import.meta.url);

/** The cutters' versions: part of a cut font's key, so a new subsetter gives new files. */
let cutters: string | undefined;
const cutterKey = () => (cutters ??= `subset-font ${packageVersion("subset-font")}`);

/** One weight of a language's typeface to cut: the package's file, the characters to keep, and the cut's key. */
export interface FontCut {
  file: string;
  characters: string;
  /** What it is cut from and by what: its name in dist/ and in the cache. */
  key: string;
}

const fontCut = (file: string, characters: string): FontCut => ({ file, characters, key: contentHash(Buffer.concat([readFileSync(file), Buffer.from(`${characters}\0${cutterKey()}`)])) });

/** Where a cut is kept in `cacheDir`. */
const cutFile = (cut: FontCut, cacheDir: string) => join(cacheDir, `${cut.key}.woff2`);

/** The cut as an earlier build kept it, or undefined. */
export function keptCut(cut: FontCut, cacheDir: string): Buffer | undefined {
  const cached = cutFile(cut, cacheDir);
  return existsSync(cached) ? readFileSync(cached) : undefined;
}

/** Cut down once per text and font (kept in `cacheDir`): a rebuild with the same words costs a file read. */
export async function cutFont(cut: FontCut, cacheDir: string): Promise<Buffer> {
  const kept = keptCut(cut, cacheDir);
  if (kept) return kept;
  const cached = cutFile(cut, cacheDir);
  // Loaded only to cut a font: subset-font compiles woff2's WebAssembly as it loads (some 70 ms of every build).
  const { default: subsetFont } = await import("subset-font");
  const out = await subsetFont(readFileSync(cut.file), cut.characters, { targetFormat: "woff2" });
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(`${cached}.${process.pid}-${threadId}`, out);
  renameSync(`${cached}.${process.pid}-${threadId}`, cached);
  return out;
}

export interface LanguageFont {
  /** The @font-face rules and the body's font, for a <style> in the head of this language's pages. */
  css: string;
  /** The font files to cut, by their path under dist/. */
  files: Map<string, FontCut>;
}

/**
 * `text`: every word the language's pages show (the font holds exactly those characters, and the digits). Each file
 * is named by what it is cut from (the typeface's file, the characters, the subsetter), not by its bytes: the pages
 * that name it are rendered while it is cut.
 */
export function languageFont(name: FontName, text: string): LanguageFont {
  const { family, files: weights, lineHeight } = FONTS[name];
  const characters = [...new Set(`${text}0123456789%+.,:/-`)].sort().join("");
  const files = new Map<string, FontCut>();
  const faces: string[] = [];
  for (const [weight, path] of Object.entries(weights)) {
    const cut = fontCut(require.resolve(path), characters);
    const file = `assets/fonts/${name}-${weight}-${cut.key}.woff2`;
    files.set(file, cut);
    faces.push(`@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(/${file}) format("woff2")}`);
  }
  // html body: wins over the global style's body rule, which comes later in the head.
  return { css: `${faces.join("")}html body{font-family:"${family}",${theme.family};line-height:${lineHeight}}`, files };
}
