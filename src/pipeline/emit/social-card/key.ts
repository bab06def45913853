// The cache key of a social card: its words and logo, plus everything else that shapes the picture. Kept apart from
// the renderer, so a build whose cards are all cached never loads satori or resvg.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { color } from "../../../ui/theme";
import { cardFontFiles } from "./fonts";
import type { CardText } from "./layout";
import { FONTS, type FontName } from "../fonts";
import { packageVersion } from "../../engine-key.mjs";

/** Every font file any card may draw with. */
const fontFiles = () => [...new Set([undefined, ...(Object.keys(FONTS) as FontName[])].flatMap((font) => cardFontFiles(font).map((entry) => entry.file)))];

/**
 * Everything that shapes the picture besides its text and logo: the layout's own source, the colours, the fonts and the
 * renderers' versions. Part of the cache key, so changing any of them redraws every card.
 */
let fixedInputs: string | undefined;
function rendererKey(): string {
  fixedInputs ??= createHash("sha256")
    .update(readFileSync(join(import.meta.dirname, "layout.tsx")))
    .update(readFileSync(join(import.meta.dirname, "render.tsx")))
    .update(readFileSync(join(import.meta.dirname, "fonts.ts")))
    .update(readFileSync(join(import.meta.dirname, "sfnt.ts")))
    .update(JSON.stringify(color))
    .update(fontFiles().map((file) => readFileSync(file)).reduce((all, data) => Buffer.concat([all, data]), Buffer.alloc(0)))
    .update(`satori ${packageVersion("satori")} resvg ${packageVersion("@resvg/resvg-js")} sharp ${packageVersion("sharp")}`)
    .digest("hex");
  return fixedInputs;
}

/** The key of a card in the cache: every input that shapes it. */
export const cardKey = (text: CardText, logo: string) =>
  createHash("sha256").update(rendererKey()).update(JSON.stringify(text)).update(logo).digest("hex").slice(0, 32);


/**
 * The hash in a card's published name: its key's, not its bytes', so the pages that name a card are rendered while it
 * is drawn. The key holds every input that shapes the picture, so a changed picture still gets a new name.
 */
export const cardHash = (key: string) => Buffer.from(key, "hex").toString("base64url").slice(0, 10);

/** Where the cards are published under dist/: a page names its card for sharing, it never loads it. */
export const CARD_FOLDER = "assets/social/";

/** The card's file in the cache folder `dir`. */
export const cardFile = (dir: string, text: CardText, logo: string) => join(dir, `${cardKey(text, logo)}.png`);
