// The social cards of right-to-left pages against a reference: each Arabic page's card as the build draws it (satori,
// resvg) beside the same layout, words and font files drawn by Chromium. Joined letters, right-to-left order and the
// mirrored brand must match within a small pixel difference; a reversed or unjoined title is shown to fail.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { cachePath } from "../../src/pipeline/cache";
import { cardText } from "../../src/pipeline/emit/social-card/cards";
import { cardFontFiles } from "../../src/pipeline/emit/social-card/fonts";
import { CARD, CardLayout, type CardText } from "../../src/pipeline/emit/social-card/layout";
import { renderCard } from "../../src/pipeline/emit/social-card/render";
import { toOutput } from "../../src/pipeline/emit/data-files";
import { loadProject } from "../../src/pipeline/load/project";
import { CHROMIUM, FLAGS } from "../helpers/browser";
import { ROOT } from "../helpers/site";
import { requireTool } from "../helpers/tools";

const test = suite("right-to-left social cards against Chromium");
/** Share of 8×8 cells whose mean grey differs by more than a sixth of the scale: anti-aliasing stays far below. */
export const ALLOWED = 0.01;
const OUT = cachePath(ROOT, "card-reference");
const LOGO = `data:image/svg+xml;base64,${readFileSync(join(ROOT, "public/images/logo.svg")).toString("base64")}`;

let browser: Browser;
let page: Page;
test.before(async () => {
  requireTool("Chromium");
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  // One page holds every card font (as the cards' own woff files), so each card below is one layout and one screenshot.
  const faces = cardFontFiles("ibm-plex-sans-arabic")
    .map(({ name, weight, file }) => `@font-face{font-family:"${name}";font-weight:${weight};src:url(data:font/woff;base64,${readFileSync(file).toString("base64")}) format("woff")}`)
    .join("");
  page = await browser.newPage({ viewport: CARD, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><head><style>${faces}body{margin:0}</style></head><body></body></html>`);
});
test.after(() => browser.close());

/** The same card laid out by Chromium, with the card's own font files. */
async function reference(text: CardText): Promise<Buffer> {
  await page.evaluate(async (markup) => {
    document.body.innerHTML = markup;
    await Promise.all([document.fonts.ready, ...[...document.images].map((image) => image.decode())]);
  }, renderToStaticMarkup(createElement(CardLayout, { text, logo: LOGO })));
  return page.screenshot({ type: "png" });
}

const grey = (png: Buffer) => sharp(png).greyscale().resize(CARD.width / 8, Math.round(CARD.height / 8), { kernel: "cubic" }).raw().toBuffer();

/** The share of the picture that differs. */
export async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let differing = 0;
  for (let i = 0; i < x.length; i++) if (Math.abs(x[i] - y[i]) > 42) differing++;
  return differing / x.length;
}

const arabicCards = () => {
  const output = toOutput(loadProject(ROOT));
  const arabic = output.languages.find((language) => language.language.direction === "rtl")!;
  return arabic.pages.map((page) => ({ path: page.path, text: cardText(page, arabic.site, undefined, arabic.language) }));
};

test("every Arabic page's card matches Chromium's drawing of the same words", async () => {
  const cards = arabicCards();
  assert.ok(cards.length >= 10, `${cards.length} Arabic pages`);
  for (const { path, text } of cards) {
    const [drawn, expected] = [await renderCard(text, LOGO), await reference(text)];
    const share = await difference(drawn, expected);
    if (share >= ALLOWED) {
      // Both pictures are kept, to be looked at side by side.
      const name = join(OUT, path.replace(/\W+/g, "-"));
      mkdirSync(OUT, { recursive: true });
      writeFileSync(`${name}card.png`, drawn);
      writeFileSync(`${name}chromium.png`, expected);
    }
    assert.ok(share < ALLOWED, `${path}: ${(share * 100).toFixed(2)}% of the card differs from Chromium's (allowed ${ALLOWED * 100}%); both pictures are in ${OUT}`);
  }
});

test("the comparison fails a reversed title and a title whose letters are not joined", async () => {
  const [{ text }] = arabicCards().filter((card) => card.path === "/ar/for-saudi-arabia");
  const expected = await reference(text);
  const reversed = [...text.title].reverse().join("");
  const unjoined = [...text.title].join("\u200C");
  for (const [name, title] of [["reversed", reversed], ["unjoined", unjoined]]) {
    const share = await difference(await renderCard({ ...text, title }, LOGO), expected);
    assert.ok(share > ALLOWED * 3, `${name}: ${(share * 100).toFixed(2)}% differs`);
  }
  const leftToRight = await difference(await renderCard({ ...text, direction: undefined }, LOGO), expected);
  assert.ok(leftToRight > ALLOWED * 3, `drawn left to right: ${(leftToRight * 100).toFixed(2)}% differs`);
});

test.run();
