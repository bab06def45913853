// A social card per page: drawn from the page's own data, or the page's meta.image. Cards are named under
// /assets/social/ and kept in .cache/social-cards/ by the inputs that shape them, so a rebuild redraws only what changed.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { threadId } from "node:worker_threads";
import type { PageData } from "../../../app/page-data";
import type { LanguageSpec } from "../../../core/languages";
import type { SiteData } from "../../../core/site-data";
import { sectionByType, type AnySection, type SectionData } from "../../../sections";
import type { Summary } from "../../../sections/define";
import { cachePath } from "../../cache";
import { decoderMessage, LOGO_HINT, LOGO_SEGMENTS, PictureError } from "../../picture-error";
import { imageSize } from "../image-size";
import { CARD, type CardText } from "./layout";
import { CARD_FOLDER, cardFile, cardHash, cardKey } from "./key";
import { inTurns } from "../in-turns";
import { isRemembered, type RememberedPage } from "../page-memo";

/** What a page's head tags say about its sharing image. */
export interface SocialImage {
  /** A site path: /assets/social/for-kuwait-<hash>.png, or the page's own meta.image. */
  image: string;
  imageAlt: string;
  imageWidth?: number;
  imageHeight?: number;
}

const LOGO_TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg" };

function logoDataUrl(root: string, logo: string | undefined): string {
  const type = logo ? LOGO_TYPES[extname(logo)] : undefined;
  return logo && type ? `data:${type};base64,${readFileSync(join(root, "public", logo)).toString("base64")}` : "";
}

/** The first summary a section of the page gives (each type says whether and how it sums a page up). */
export function pageSummary(sections: readonly SectionData[], types: ReadonlyMap<string, Pick<AnySection, "summary">> = sectionByType): Summary | undefined {
  for (const section of sections) {
    const summary = types.get(section.type)?.summary?.(section);
    if (summary) return summary;
  }
  return undefined;
}

/** The words a page's card shows besides the brand: its summary, or its title without " | brand". */
export function cardWords(page: { sections: readonly SectionData[]; meta: { title: string } }, types?: ReadonlyMap<string, Pick<AnySection, "summary">>): { title: string; eyebrow?: string } {
  const summary = pageSummary(page.sections, types);
  return { title: summary?.title || page.meta.title.split(" | ")[0], ...(summary?.eyebrow ? { eyebrow: summary.eyebrow } : {}) };
}

type CardLanguage = Pick<LanguageSpec, "direction" | "font">;

/**
 * The card's words: the page's summary (the page title without " | brand" when no section gives one), and how its
 * language is drawn (right to left, its own typeface).
 */
export function cardText(page: PageData, site: Pick<SiteData, "brand" | "baseUrl">, types?: ReadonlyMap<string, Pick<AnySection, "summary">>, language: CardLanguage = {}): CardText {
  const { title, eyebrow } = cardWords(page, types);
  const drawn = { ...(language.direction === "rtl" ? { direction: "rtl" as const } : {}), ...(language.font ? { font: language.font } : {}) };
  return { brand: site.brand, ...(eyebrow ? { eyebrow } : {}), title, host: new URL(site.baseUrl).host, ...drawn };
}

/**
 * The card's PNG from the cache folder `dir`, or drawn and kept there. Runs in a render thread as well as in the build's
 * own: everything it needs comes in its arguments (`coverageDir`: see cardFonts).
 */
export async function drawCard(dir: string, text: CardText, logo: string, logoPath: string | undefined, coverageDir?: string): Promise<Buffer> {
  const file = cardFile(dir, text, logo);
  if (existsSync(file)) return readFileSync(file);
  const { renderCard } = await import("./render");
  const png = await renderCard(text, logo, coverageDir).catch((error: unknown) => {
    // Nothing else a card draws comes from the site's files: the logo is what satori or resvg could not read.
    throw new PictureError(LOGO_SEGMENTS, `logo ${logoPath ?? ""} cannot be drawn on the social cards: ${decoderMessage(error)}`, LOGO_HINT);
  });
  mkdirSync(dir, { recursive: true });
  // Written aside (named by process and thread) and renamed, so a build stopped half-way never leaves a broken card to be reused.
  const temporary = `${file}.${process.pid}-${threadId}`;
  writeFileSync(temporary, png);
  renameSync(temporary, file);
  return png;
}

const slug = (path: string) => path.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";

/** Draws a card (drawCard, here or in a render thread), and takes each card file (path under dist/, PNG) as it is made. */
export interface CardWork {
  draw: (text: CardText, logo: string) => Promise<Uint8Array>;
  write: (file: string, png: Uint8Array) => void;
  /** Cards drawn at once. */
  width: number;
}

/**
 * Every page's sharing image; `language`: how its pages are drawn. Pages whose cards show the same words share one
 * drawing, and each card is written as soon as it is drawn, so the build never holds every picture at once.
 */
export async function socialCards(root: string, site: Pick<SiteData, "brand" | "baseUrl">, logo: string | undefined, pages: readonly PageData[], language?: CardLanguage, work?: CardWork) {
  const { images, drawn } = namedCards(root, site, logo, pages, language, work);
  return { images, files: await drawn };
}

/**
 * Every page's sharing image named at once, by its card's key (every input that shapes the picture: see cardKey), and
 * the drawings under way: the pages that name the cards need not wait for them. `drawn`: the card files, when no
 * `work` takes them. `keys`: each page's card key and words (a page recalled from the memo comes with its own).
 */
export function namedCards(root: string, site: Pick<SiteData, "brand" | "baseUrl">, logo: string | undefined, pages: readonly (PageData | RememberedPage)[], language?: CardLanguage, work?: CardWork) {
  const images = new Map<string, SocialImage>();
  const keys = new Map<string, [string, CardText]>();
  const files = new Map<string, Uint8Array>();
  const { draw, write, width } = work ?? { draw: (text: CardText, url: string) => drawCard(cachePath(root, "social-cards"), text, url, logo, cachePath(root, "coverage")), write: (file: string, png: Uint8Array) => void files.set(file, png), width: 1 };
  const logoUrl = logoDataUrl(root, logo);
  const byKey = new Map<string, { text: CardText; names: string[] }>();
  /** The card of the page at `path` drawn from these words (once for every page that shows them), by its name. */
  const drawFor = (path: string, key: string, text: CardText): string => {
    const name = `${CARD_FOLDER}${slug(path)}-${cardHash(key)}.png`;
    (byKey.get(key) ?? byKey.set(key, { text, names: [] }).get(key)!).names.push(name);
    keys.set(path, [key, text]);
    return name;
  };
  for (const page of pages) {
    if (isRemembered(page)) {
      const { image, card } = page.remembered;
      if (image) images.set(page.path, image);
      if (card) drawFor(page.path, ...card);
      continue;
    }
    if (page.meta.image) {
      const size = imageSize(readFileSync(join(root, "public", page.meta.image)));
      images.set(page.path, { image: page.meta.image, imageAlt: page.meta.imageAlt ?? page.meta.title, imageWidth: size?.width, imageHeight: size?.height });
      continue;
    }
    const text = cardText(page, site, undefined, language);
    const key = cardKey(text, logoUrl);
    images.set(page.path, { image: `/${drawFor(page.path, key, text)}`, imageAlt: `${text.brand}: ${text.eyebrow ? `${text.eyebrow}. ` : ""}${text.title}`, imageWidth: CARD.width, imageHeight: CARD.height });
  }
  const drawn = inTurns([...byKey.values()], async ({ text, names }) => {
    const png = await draw(text, logoUrl);
    for (const name of names) write(name, png);
  }, width).then(() => files);
  return { images, keys, drawn };
}
