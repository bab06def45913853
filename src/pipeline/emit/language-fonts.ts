// Each language that names a typeface gets it cut to the words of its own pages; its pages then carry the @font-face.
import { cachePath } from "../cache";
import { languageFont } from "./fonts";
import type { Output } from "./output";
import type { PageData } from "../../app/page-data";

/** Every string of a value (the site data and the pages' data): the characters the font must hold. */
const words = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.map(words).join(" ") : value && typeof value === "object" ? Object.values(value).map(words).join(" ") : "";

/**
 * A page's words as visitors read them: its sharing image's fields (a file name, a description for crawlers) are not
 * set in the typeface, so the font is the same whether it is cut before the cards are drawn or after.
 */
const shown = ({ meta: { image: _image, imageAlt: _alt, imageWidth: _width, imageHeight: _height, ...meta }, ...page }: PageData) => ({ ...page, meta });

/** Sets each such language's fontCss and returns the font files by their path under dist/. */
export async function languageFonts(root: string, output: Output): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const language of output.languages) {
    if (!language.language.font) continue;
    const font = await languageFont(language.language.font, words([language.site, language.pages.map(shown)]), cachePath(root, "fonts"));
    language.fontCss = font.css;
    language.fontFiles = [...font.files.keys()].map((file) => `/${file}`);
    for (const [path, data] of font.files) files.set(path, data);
  }
  return files;
}
