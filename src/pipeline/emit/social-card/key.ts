// The cache key of a social card: its words and logo, plus everything else that shapes the picture. Kept apart from
// the renderer, so a build whose cards are all cached never loads satori or resvg.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { color } from "../../../ui/theme";
import type { CardText } from "./layout";

const require = createRequire(import.meta.url);
export const WEIGHTS = [400, 700, 800] as const;
export const fontFile = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const version = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;

/**
 * Everything that shapes the picture besides its text and logo: the layout's own source, the colours, the fonts and the
 * renderers' versions. Part of the cache key, so changing any of them redraws every card.
 */
let fixedInputs: string | undefined;
function rendererKey(): string {
  fixedInputs ??= createHash("sha256")
    .update(readFileSync(join(import.meta.dirname, "layout.tsx")))
    .update(readFileSync(join(import.meta.dirname, "render.tsx")))
    .update(JSON.stringify(color))
    .update(WEIGHTS.map((weight) => readFileSync(fontFile(weight))).reduce((all, data) => Buffer.concat([all, data]), Buffer.alloc(0)))
    .update(`satori ${version("satori")} resvg ${version("@resvg/resvg-js")}`)
    .digest("hex");
  return fixedInputs;
}

/** The key of a card in the cache: every input that shapes it. */
export const cardKey = (text: CardText, logo: string) =>
  createHash("sha256").update(rendererKey()).update(JSON.stringify(text)).update(logo).digest("hex").slice(0, 32);

