// One social card drawn to PNG, loaded only when a card is not in the cache: satori lays the picture out (shaping each
// script with HarfBuzz, right to left where the language runs so) with fonts read from node_modules, never fetched;
// resvg rasterises it. Same inputs, same bytes.
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { cardFonts } from "./fonts";
import { CARD, CardLayout, type CardText } from "./layout";
import { releasePictures } from "./picture-memory";

/** `coverageDir`: see cardFonts. */
export async function renderCard(text: CardText, logo: string, coverageDir?: string): Promise<Buffer> {
  const svg = await satori(<CardLayout text={text} logo={logo} />, { ...CARD, fonts: await cardFonts(text.font, Object.values(text).join(" "), coverageDir) });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: CARD.width }, font: { loadSystemFonts: false } }).render().asPng();
  await releasePictures();
  return png;
}
