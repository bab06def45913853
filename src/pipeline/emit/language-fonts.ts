// Each language that names a typeface gets it cut to the words of its own pages; its pages then carry the @font-face.
import { cachePath } from "../cache";
import { languageFont } from "./fonts";
import type { Output } from "./output";

/** Every string of a value (the site data and the pages' data): the characters the font must hold. */
const words = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.map(words).join(" ") : value && typeof value === "object" ? Object.values(value).map(words).join(" ") : "";

/** Sets each such language's fontCss and returns the font files by their path under dist/. */
export async function languageFonts(root: string, output: Output): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const language of output.languages) {
    if (!language.language.font) continue;
    const font = await languageFont(language.language.font, words([language.site, language.pages]), cachePath(root, "fonts"));
    language.fontCss = font.css;
    language.fontFiles = [...font.files.keys()].map((file) => `/${file}`);
    for (const [path, data] of font.files) files.set(path, data);
  }
  return files;
}
