// Characters a page's social card cannot draw (CJK, emoji, a script the card fonts lack): a warning at the YAML line
// that holds each, since the card would show an empty box where the character should be.
import { createHash } from "node:crypto";
import { isNode, type Document } from "yaml";
import type { LanguageSpec } from "../../core/languages";
import { cardCoverage, missingCharacters, type FontReader } from "../emit/social-card/coverage";
import { cardWords } from "../emit/social-card/cards";
import { cachePath } from "../cache";
import type { SourceFile } from "../load/source";
import { locate } from "../load/locate";
import type { LoadedPage, PageSpec, Project } from "../model";

type Path = (string | number)[];

/** Where a card's words live in a page: the path of the first string equal to them (the sections first, then meta). */
function pathOf(value: unknown, text: string, path: Path = []): Path | undefined {
  if (value === text) return path;
  if (Array.isArray(value)) for (const [index, item] of value.entries()) { const found = pathOf(item, text, [...path, index]); if (found) return found; }
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) { const found = pathOf(item, text, [...path, key]); if (found) return found; }
  return undefined;
}

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

function warn(file: SourceFile, doc: () => Document.Parsed, path: Path, missing: string[], language: LanguageSpec) {
  const node = locate(doc(), path).value;
  const [start, end] = node && isNode(node) && node.range ? node.range : [0, 1];
  const at = file.text.indexOf(missing[0], start);
  const from = at >= 0 && at < end ? at : start;
  const list = missing.map((char) => `“${char}” (${codePoint(char)})`).join(", ");
  const what = missing.length === 1 ? `${list} is` : `${missing.length} characters are`;
  file.report(
    "warning",
    from,
    from + missing[0].length,
    `${what} not in any font of the social card${missing.length === 1 ? "" : `: ${list}`}; the ${language.name} card shows an empty box in ${missing.length === 1 ? "its" : "their"} place`,
    missing.length === 1
      ? "write it another way, or ask a developer for a typeface that has it (settings.languages[].font)"
      : "write them another way, or ask a developer for a typeface that has them (settings.languages[].font)",
  );
}

/** The card words of one page (its summary, or its title): each checked against the fonts of its language's card. `doc` is asked for only to warn. */
async function checkPage(file: SourceFile, doc: () => Document.Parsed, data: PageSpec, language: LanguageSpec, cacheDir: string | undefined, read?: FontReader) {
  const coverage = await cardCoverage(language.font, cacheDir, read);
  const { title, eyebrow } = cardWords(data);
  for (const text of [eyebrow, title]) {
    const missing = text ? missingCharacters(text, coverage) : [];
    const path = missing.length ? pathOf({ sections: data.sections, meta: data.meta }, text!) : undefined;
    if (path) warn(file, doc, path, missing, language);
  }
}

/** The fonts' code points kept in .cache/coverage/, or none when the cache cannot be used (checking still works). */
export function coverageCache(root: string): string | undefined {
  try {
    return cachePath(root, "coverage");
  } catch {
    return undefined;
  }
}

/**
 * Runs the check of one English page, which reports into its file, or replays what it reported before (see CheckHooks
 * in check/project.ts); `fonts` names the code points its card can draw (a hash of them).
 */
export type GlyphHook = (page: LoadedPage, check: () => Promise<void>, fonts: string) => Promise<void>;

/** `read`: what reads a font file's code points (the build's: a thread, see emit/workers/font-reader.ts). */
export async function checkCardGlyphs(project: Project, each: GlyphHook = (_page, check) => check(), read?: FontReader) {
  const site = project.site;
  if (!site) return;
  const [english, ...others] = site.data.settings.languages;
  const cacheDir = coverageCache(project.root);
  const fonts = createHash("sha256").update(Uint32Array.from([...(await cardCoverage(english.font, cacheDir, read))].sort((a, b) => a - b))).digest("hex");
  for (const page of project.pages) await each(page, () => checkPage(page.file, () => page.doc, page.data, english, cacheDir, read), fonts);
  for (const translation of project.translations) {
    const language = others.find((entry) => entry.code === translation.language);
    if (language && translation.path) await checkPage(translation.file, () => translation.doc, translation.data as PageSpec, language, cacheDir, read);
  }
  // The brand is on every card, drawn with each language's fonts.
  for (const language of site.data.settings.languages) {
    const missing = missingCharacters(site.data.settings.brand, await cardCoverage(language.font, cacheDir, read));
    if (missing.length) warn(site.file, () => site.doc, ["settings", "brand"], missing, language);
  }
}
