// One social card drawn to PNG: satori lays the picture out with the Inter font shipped in @fontsource/inter (read from
// node_modules, never fetched), resvg rasterises it. Same inputs, same bytes.
import { Resvg } from "@resvg/resvg-js";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import satori from "satori";
import { color } from "../../../ui/theme";
import { CARD, CardLayout, type CardText } from "./layout";

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 700, 800] as const;
const fontFile = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const version = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;

let fonts: { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: "normal" }[] | undefined;
const loadFonts = () => (fonts ??= WEIGHTS.map((weight) => ({ name: "Inter", data: readFileSync(fontFile(weight)), weight, style: "normal" as const })));

/**
 * Everything that shapes the picture besides its text and logo: the layout's own source, the colours, the fonts and the
 * renderers' versions. Part of the cache key, so changing any of them redraws every card.
 */
let fixedInputs: string | undefined;
function rendererKey(): string {
  fixedInputs ??= createHash("sha256")
    .update(readFileSync(join(import.meta.dirname, "layout.tsx")))
    .update(JSON.stringify(color))
    .update(WEIGHTS.map((weight) => readFileSync(fontFile(weight))).reduce((all, data) => Buffer.concat([all, data]), Buffer.alloc(0)))
    .update(`satori ${version("satori")} resvg ${version("@resvg/resvg-js")}`)
    .digest("hex");
  return fixedInputs;
}

/** The key of a card in the cache: every input that shapes it. */
export const cardKey = (text: CardText, logo: string) =>
  createHash("sha256").update(rendererKey()).update(JSON.stringify(text)).update(logo).digest("hex").slice(0, 32);

export async function renderCard(text: CardText, logo: string): Promise<Buffer> {
  const svg = await satori(<CardLayout text={text} logo={logo} />, { ...CARD, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD.width }, font: { loadSystemFonts: false } }).render().asPng();
}
