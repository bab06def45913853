// Social cards: every route gets a 1200×630 PNG under 300 KB, drawn at build time, named by its inputs, announced by
// its head tags; the cache returns what it holds for the same inputs and misses when an input changes; a page's own
// image wins.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { PageData } from "../../src/app/page-data";
import { cachePath } from "../../src/pipeline/cache";
import { imageSize } from "../../src/pipeline/emit/image-size";
import { cardText, pageSummary, socialCards } from "../../src/pipeline/emit/social-card/cards";
import type { AnySection } from "../../src/sections";
import { cardHash, cardKey } from "../../src/pipeline/emit/social-card/key";
import { renderCard } from "../../src/pipeline/emit/social-card/render";
import { ROOT, builtSite } from "../helpers/site";
import { baseUrlOf, builtRoutes, parseHtml } from "../quality/support/routes";

const test = suite("social cards");
const MAX_BYTES = 300 * 1024;
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test("every route: og:image (absolute, a PNG in dist/ named by its inputs' key), its size, alt and a large Twitter card", async () => {
  const dist = await builtSite();
  const routes = builtRoutes(dist);
  const baseUrl = baseUrlOf(dist);
  const seen = new Set<string>();
  // The cache names each card by its key (every input that shapes it): a card's name must carry the key it was drawn from.
  const cacheDir = cachePath(ROOT, "social-cards");
  const cachedKeys = new Map<string, string[]>();
  for (const file of readdirSync(cacheDir).filter((name) => /^[0-9a-f]{32}\.png$/.test(name))) {
    const bytes = sha(readFileSync(join(cacheDir, file)));
    cachedKeys.set(bytes, [...(cachedKeys.get(bytes) ?? []), file.slice(0, 32)]);
  }
  /** Each name's hash, and the pictures published under it: one each. */
  const named = new Map<string, string[]>();
  for (const route of routes) {
    const head = parseHtml(readFileSync(join(dist, route.file), "utf8")).querySelector("head")!;
    const meta = (key: string) => head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
    const image = meta("og:image") ?? "";
    const match = new RegExp(`^${baseUrl.replace(/[.]/g, "\\.")}/assets/social/([a-z0-9-]+)-([A-Za-z0-9_-]{10})\\.png$`).exec(image);
    assert.ok(match, `${route.path}: og:image ${image}`);
    const file = join(dist, image.slice(baseUrl.length + 1));
    const png = readFileSync(file);
    const keys = cachedKeys.get(sha(png)) ?? [];
    assert.ok(keys.some((key) => cardHash(key) === match[2]), `${route.path}: the name carries the key of the card's inputs (${keys.length} cached cards with its bytes)`);
    named.set(match[2], [...(named.get(match[2]) ?? []), sha(png)]);
    assert.equal(imageSize(png), { width: 1200, height: 630 }, route.path);
    assert.ok(statSync(file).size < MAX_BYTES, `${route.path}: ${statSync(file).size} bytes`);
    assert.is(meta("og:image:width"), "1200");
    assert.is(meta("og:image:height"), "630");
    assert.ok((meta("og:image:alt") ?? "").length > 20, `${route.path}: alt`);
    assert.is(meta("twitter:card"), "summary_large_image");
    assert.is(meta("twitter:image"), image);
    seen.add(image);
  }
  assert.is(seen.size, routes.length, "one card per route, in every language");
  for (const [hash, pictures] of named) assert.is(new Set(pictures).size, 1, `one picture under the hash ${hash}`);
  const kuwait = parseHtml(readFileSync(join(dist, "for-kuwait/index.html"), "utf8")).querySelector('meta[property="og:image:alt"]')?.getAttribute("content");
  assert.is(kuwait, "Filipino Talent Bridge: For employers in Kuwait. Hire Skilled Filipino Professionals for Your Kuwait Business");
  const arabic = parseHtml(readFileSync(join(dist, "ar/for-kuwait/index.html"), "utf8")).querySelector("head")!;
  assert.match(arabic.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "", /\/assets\/social\/ar-for-kuwait-[A-Za-z0-9_-]{10}\.png$/);
  assert.is(arabic.querySelector('meta[property="og:image:alt"]')?.getAttribute("content"), "Filipino Talent Bridge: لأصحاب العمل في الكويت. وظّف مختصين فلبينيين مهرة لأعمالك في الكويت");
});

const page = (meta: Partial<PageData["meta"]>, hero?: { eyebrow?: string; title: string }): PageData => ({
  path: "/for-testland",
  meta: { title: "Hire in Testland | Brand", description: "d", keywords: ["k"], emailSubject: "s", ...meta },
  sections: hero ? [{ type: "hero", lead: "l", ...hero } as PageData["sections"][number]] : [],
  structuredData: [],
  alternates: {},
});
const site = { brand: "Brand", baseUrl: "https://www.example.com" };

test("the card's words come from the page: the hero's eyebrow and title, or the title without the brand", () => {
  assert.equal(cardText(page({}, { eyebrow: "For employers in Testland", title: "Hire in Testland" }), site), { brand: "Brand", eyebrow: "For employers in Testland", title: "Hire in Testland", host: "www.example.com" });
  assert.equal(cardText(page({}), site), { brand: "Brand", title: "Hire in Testland", host: "www.example.com" });
});

test("a new section type gets the card by defining a summary; the engine names no type", () => {
  const banner = { type: "banner", headline: "Nurses for Testland, in six weeks" } as unknown as PageData["sections"][number];
  const types = new Map([
    ["banner", { summary: (data: { headline?: string }) => ({ title: data.headline ?? "", eyebrow: "Testland" }) }],
  ]) as unknown as ReadonlyMap<string, Pick<AnySection, "summary">>;
  const withBanner = { ...page({}), sections: [banner] };
  assert.equal(cardText(withBanner, site, types), { brand: "Brand", eyebrow: "Testland", title: "Nurses for Testland, in six weeks", host: "www.example.com" });
  assert.equal(cardText(withBanner, site), { brand: "Brand", title: "Hire in Testland", host: "www.example.com" }, "without the type's summary, the page title");
  assert.equal(pageSummary([banner], types), { title: "Nurses for Testland, in six weeks", eyebrow: "Testland" });
  const named = spawnSync("grep", ["-rln", '"hero"', join(ROOT, "src/pipeline")], { encoding: "utf8" });
  assert.is(named.stdout, "", "no file in src/pipeline names the hero type");
});

test("drawing is deterministic; the cache key changes with any word; a cached card is reused as it is", async () => {
  const text = { brand: "Brand", eyebrow: "For employers in Testland", title: "Hire in Testland", host: "www.example.com" };
  const [a, b] = [await renderCard(text, ""), await renderCard(text, "")];
  assert.ok(a.equals(b), "same inputs, same bytes");
  assert.is(cardKey(text, ""), cardKey({ ...text }, ""));
  assert.is.not(cardKey(text, ""), cardKey({ ...text, eyebrow: "For employers in Elsewhere" }, ""));
  assert.is.not(cardKey(text, ""), cardKey(text, "data:image/svg+xml;base64,AA=="));
  const root = mkdtempSync(join(tmpdir(), "cards-"));
  try {
    const marker = Buffer.concat([a.subarray(0, 24), Buffer.from("cached")]);
    // Into the cache folder the tools made (a .cache they did not make is emptied before use).
    mkdirSync(cachePath(root, "social-cards"), { recursive: true });
    writeFileSync(cachePath(root, "social-cards", `${cardKey(text, "")}.png`), marker);
    const { files } = await socialCards(root, site, undefined, [page({}, text)]);
    assert.equal([...files.values()], [marker], "read from the cache, not drawn again");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a page with its own meta.image keeps it, with its size and alt text; no card is drawn", async () => {
  const root = mkdtempSync(join(tmpdir(), "cards-"));
  try {
    mkdirSync(join(root, "public/images"), { recursive: true });
    writeFileSync(join(root, "public/images/own.png"), readFileSync(join(ROOT, "docs/images/social-card-kuwait.png")));
    const { images, files } = await socialCards(root, site, undefined, [page({ image: "/images/own.png", imageAlt: "Our team in Testland" })]);
    assert.is(files.size, 0);
    assert.equal(images.get("/for-testland"), { image: "/images/own.png", imageAlt: "Our team in Testland", imageWidth: 1200, imageHeight: 630 });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
