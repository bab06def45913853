// The Arabic pages of the real site: right to left by their direction, their own typeface (and no font anywhere
// else), every left-to-right run isolated, the CSP unchanged but for the font.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parse, HTMLElement, TextNode, type Node } from "node-html-parser";
import { builtSite } from "../helpers/site";
import { builtRoutes } from "../quality/support/routes";
import { isolateRuns } from "../../src/pipeline/translate/bidi";

const test = suite("content: the Arabic pages");
const FSI = "\u2068";
const PDI = "\u2069";
const arabic = (dist: string) => builtRoutes(dist).filter((route) => route.path.startsWith("/ar/"));

/** The pages the Gulf's employers read, in Arabic (the list). */
const ARABIC = ["/ar/", "/ar/for-saudi-arabia", "/ar/for-uae", "/ar/for-qatar", "/ar/for-kuwait", "/ar/for-oman", "/ar/for-bahrain", "/ar/how-it-works", "/ar/for-employers", "/ar/contact"];

test("Arabic pages: home, the six Gulf countries, how it works, employers and contact, each lang=\"ar\" dir=\"rtl\" with the English limits on its head", async () => {
  const dist = await builtSite();
  const paths = arabic(dist).map((route) => route.path);
  assert.equal([...paths].sort(), [...ARABIC].sort());
  for (const route of arabic(dist)) {
    const html = parse(readFileSync(join(dist, route.file), "utf8")).querySelector("html")!;
    assert.is(html.getAttribute("lang"), "ar", route.path);
    assert.is(html.getAttribute("dir"), "rtl", route.path);
    const doc = parse(readFileSync(join(dist, route.file), "utf8"));
    const title = doc.querySelector("head title")!.text;
    const description = doc.querySelector('head meta[name="description"]')!.getAttribute("content") ?? "";
    assert.ok([...title].length <= 60 && title.endsWith("| Filipino Talent Bridge"), `${route.path}: "${title}"`);
    assert.ok(description.length >= 70 && description.length <= 160, `${route.path}: description is ${description.length} characters`);
  }
});

/** The figures a page states, digits only (so typography compares equal). */
const figures = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+)?/g)].map((m) => m[0].replace(/[.,]/g, ".").replace(/\s?[-–]\s?/g, "-")).sort();

test("figures: each Arabic page states exactly the figures of its English page, in Western digits", async () => {
  const dist = await builtSite();
  const main = (file: string) => (parse(readFileSync(join(dist, file), "utf8")).querySelector("main")!.structuredText).replace(/[\u2068\u2069]/g, "");
  for (const route of arabic(dist)) {
    const english = builtRoutes(dist).find((entry) => entry.path === (route.path === "/ar/" ? "/" : route.path.slice(3)))!;
    assert.equal(figures(main(route.file)), figures(main(english.file)), route.path);
    assert.not.match(main(route.file), /[\u0660-\u0669]/, `${route.path}: Western digits only`);
  }
});

test("the Arabic typeface: only Arabic pages name it, each weight under 80 KiB, woff2, font-display: swap", async () => {
  const dist = await builtSite();
  const fonts = readdirSync(join(dist, "assets/fonts")).filter((name) => name.endsWith(".woff2"));
  assert.equal(fonts.map((name) => name.replace(/-[\w-]{10}\.woff2$/, "")).sort(), ["ibm-plex-sans-arabic-400", "ibm-plex-sans-arabic-700"]);
  for (const name of fonts) assert.ok(statSync(join(dist, "assets/fonts", name)).size < 80 * 1024, name);
  for (const route of builtRoutes(dist)) {
    const html = readFileSync(join(dist, route.file), "utf8");
    const names = html.includes("@font-face") || html.includes("/assets/fonts/");
    assert.is(names, route.path.startsWith("/ar/"), `${route.path}: ${names ? "names" : "does not name"} a font`);
    // Both weights are asked for at once, before the scripts: the heading (700) and the text (400) wait for them.
    if (names) assert.equal(html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g)?.map((tag) => /href="\/assets\/fonts\/(ibm-plex-sans-arabic-\d+)-[\w-]{10}\.woff2" as="font" type="font\/woff2" crossorigin="anonymous"/.exec(tag)?.[1]), ["ibm-plex-sans-arabic-400", "ibm-plex-sans-arabic-700"], route.path);
    if (names) assert.match(html, /@font-face\{font-family:"IBM Plex Sans Arabic";font-style:normal;font-weight:400;font-display:swap;src:url\(\/assets\/fonts\/ibm-plex-sans-arabic-400-[\w-]{10}\.woff2\) format\("woff2"\)\}/);
  }
  const csp = /Content-Security-Policy: (.*)/.exec(readFileSync(join(dist, "_headers"), "utf8"))![1];
  assert.match(csp, "; img-src 'self'; font-src 'self'; connect-src 'self';");
});

/** The text shown, with the runs a <bdi> already isolates left out (and screen-reader-only text, which is read, not laid out). */
function textOutsideBdi(node: Node): string {
  if (node instanceof TextNode) return node.rawText;
  if (node instanceof HTMLElement) return ["BDI", "SCRIPT", "STYLE"].includes(node.tagName) || node.getAttribute("dir") === "ltr" || node.classList.contains("visually-hidden") ? " " : node.childNodes.map(textOutsideBdi).join("");
  return "";
}

test("every e-mail address, web address, figure and Latin name in an Arabic page is isolated from the Arabic around it", async () => {
  const dist = await builtSite();
  let runs = 0;
  for (const route of arabic(dist)) {
    const doc = parse(readFileSync(join(dist, route.file), "utf8"));
    for (const part of ["main", "footer"]) {
      const text = textOutsideBdi(doc.querySelector(part)!).replace(/&amp;/g, "&");
      // Each Latin or digit run sits between FSI and PDI: isolating again finds nothing left outside them.
      const outside = text.split(FSI).map((chunk, index) => (index === 0 ? chunk : chunk.slice(chunk.indexOf(PDI) + 1))).join(" ");
      const loose = outside.match(/[A-Za-z0-9][A-Za-z0-9@._%+/:\-–]*/g) ?? [];
      assert.equal(loose, [], `${route.path} ${part}`);
      runs += text.split(FSI).length - 1;
    }
  }
  assert.ok(runs >= 20, `${runs} isolated runs`);
});

test("isolateRuns: figures, ranges, addresses and names whole; the Arabic and its punctuation outside", () => {
  assert.is(isolateRuns("حتى 70% خلال 1-2 أسبوع."), `حتى ${FSI}70%${PDI} خلال ${FSI}1-2${PDI} أسبوع.`);
  assert.is(isolateRuns("راسلنا على hello@example.com أو www.example.com/jobs."), `راسلنا على ${FSI}hello@example.com${PDI} أو ${FSI}www.example.com/jobs${PDI}.`);
  assert.is(isolateRuns("مع Filipino Talent Bridge، 24/7 و4.9/5"), `مع ${FSI}Filipino Talent Bridge${PDI}، ${FSI}24/7${PDI} و${FSI}4.9/5${PDI}`);
  assert.is(isolateRuns("الهاتف: +63 2 8000 0000"), `الهاتف: ${FSI}+63 2 8000 0000${PDI}`);
});

test.run();
