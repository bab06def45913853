// One social card drawn to PNG, loaded only when a card is not in the cache: satori lays the picture out (shaping each
// script with HarfBuzz, right to left where the language runs so) with fonts read from node_modules, never fetched;
// resvg rasterises it and libvips (sharp, the photos' encoder) writes the PNG. Same inputs, same bytes. A card thread
// may load sharp: its libraries are marked never to be unloaded (NODELETE), so a thread that ends cannot pull them away.
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { cardFonts } from "./fonts";
import { CARD, CardLayout, type CardText } from "./layout";
import { releasePictures } from "./picture-memory";

/** `coverageDir`: see cardFonts. */
export async function renderCard(text: CardText, logo: string, coverageDir?: string): Promise<Buffer> {
  const svg = await satori(<CardLayout text={text} logo={logo} />, { ...CARD, fonts: await cardFonts(text.font, Object.values(text).join(" "), coverageDir) });
  const picture = new Resvg(svg, { fitTo: { mode: "width", value: CARD.width }, font: { loadSystemFonts: false } }).render();
  // resvg's own encoder took 17 ms a card for 42 KB; libvips takes 10 ms for 34 KB. The card is opaque (its background
  // fills it), so its pixels are the same without the alpha channel.
  const { width, height, pixels } = picture;
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } }).removeAlpha().png().toBuffer();
  await releasePictures();
  return png;
}
