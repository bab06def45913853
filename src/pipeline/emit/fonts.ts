// A language's own typeface (settings.languages[].font): the package's woff2 files cut down to the characters that
// language's pages use, content-hashed under /assets/fonts/, and the @font-face rules only its pages carry.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { font as theme } from "../../ui/theme";
import type { LanguageSpec } from "../../core/languages";

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
const hash = (data: Buffer | string) => createHash("sha256").update(data).digest("base64url").slice(0, 10);

export interface LanguageFont {
  /** The @font-face rules and the body's font, for a <style> in the head of this language's pages. */
  css: string;
  /** The font files, by their path under dist/. */
  files: Map<string, Buffer>;
}

/** Cut down once per text and font (kept in `cacheDir`): a rebuild with the same words costs a file read. */
async function subset(file: Buffer, text: string, cacheDir: string): Promise<Buffer> {
  const cached = join(cacheDir, `${hash(Buffer.concat([file, Buffer.from(text)]))}.woff2`);
  if (existsSync(cached)) return readFileSync(cached);
  // Loaded only to cut a font: subset-font compiles woff2's WebAssembly as it loads (some 70 ms of every build).
  const { default: subsetFont } = await import("subset-font");
  const out = await subsetFont(file, text, { targetFormat: "woff2" });
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(`${cached}.${process.pid}`, out);
  renameSync(`${cached}.${process.pid}`, cached);
  return out;
}

/** `text`: every word the language's pages show (the font holds exactly those characters, and the digits). */
export async function languageFont(name: FontName, text: string, cacheDir: string): Promise<LanguageFont> {
  const { family, files: weights, lineHeight } = FONTS[name];
  const characters = [...new Set(`${text}0123456789%+.,:/-`)].sort().join("");
  const files = new Map<string, Buffer>();
  const faces: string[] = [];
  for (const [weight, path] of Object.entries(weights)) {
    const data = await subset(readFileSync(require.resolve(path)), characters, cacheDir);
    const file = `assets/fonts/${name}-${weight}-${hash(data)}.woff2`;
    files.set(file, data);
    faces.push(`@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(/${file}) format("woff2")}`);
  }
  // html body: wins over the global style's body rule, which comes later in the head.
  return { css: `${faces.join("")}html body{font-family:"${family}",${theme.family};line-height:${lineHeight}}`, files };
}
