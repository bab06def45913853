// Each language that names a typeface gets it cut to the words of its own pages; its pages then carry the @font-face.
import { cachePath } from "../cache";
import { cutFont, languageFont, type FontCut } from "./fonts";
import type { Output, OutputPage } from "./output";
import { isRemembered } from "./page-memo";
import type { PageData } from "../../app/page-data";

/** Every string of a value (the site data and the pages' data): the characters the font must hold. */
const words = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.map(words).join(" ") : value && typeof value === "object" ? Object.values(value).map(words).join(" ") : "";

/**
 * A page's words as visitors read them: its sharing image's fields (a file name, a description for crawlers) are not
 * set in the typeface, so the font is the same whether it is cut before the cards are drawn or after.
 */
const shown = ({ meta: { image: _image, imageAlt: _alt, imageWidth: _width, imageHeight: _height, ...meta }, ...page }: PageData) => ({ ...page, meta });

/** Cuts one font file (cutFont, here or in a thread). */
export type CutFont = (cut: FontCut) => Promise<Uint8Array>;

/**
 * Sets each such language's fontCss at once and returns its font files by their path under dist/, each as it is cut
 * (by `cut`: here by default).
 */
export function languageFonts(root: string, output: Output<OutputPage>, cut: CutFont = (font) => cutFont(font, cachePath(root, "fonts"))): Map<string, Promise<Uint8Array>> {
  const files = new Map<string, Promise<Uint8Array>>();
  for (const language of output.languages) {
    if (!language.language.font) continue;
    // Such a language's pages are all made, never recalled (see languageOutput in output.ts).
    const pages = language.pages.filter((page): page is PageData => !isRemembered(page));
    const font = languageFont(language.language.font, words([language.site, pages.map(shown)]));
    language.fontCss = font.css;
    language.fontFiles = [...font.files.keys()].map((file) => `/${file}`);
    for (const [path, source] of font.files) files.set(path, cut(source));
  }
  return files;
}
