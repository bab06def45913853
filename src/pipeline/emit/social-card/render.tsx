// One social card drawn to PNG, loaded only when a card is not in the cache: satori lays the picture out with the Inter
// font shipped in @fontsource/inter (read from node_modules, never fetched), resvg rasterises it. Same inputs, same bytes.
import { Resvg } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import satori from "satori";
import { fontFile, WEIGHTS } from "./key";
import { CARD, CardLayout, type CardText } from "./layout";

let fonts: { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: "normal" }[] | undefined;
const loadFonts = () => (fonts ??= WEIGHTS.map((weight) => ({ name: "Inter", data: readFileSync(fontFile(weight)), weight, style: "normal" as const })));

export async function renderCard(text: CardText, logo: string): Promise<Buffer> {
  const svg = await satori(<CardLayout text={text} logo={logo} />, { ...CARD, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD.width }, font: { loadSystemFonts: false } }).render().asPng();
}
