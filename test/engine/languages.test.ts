// A second language on a copy of the real site: translations laid over the English pages, their own addresses,
// reciprocal hreflang, the sitemap's alternates, links within the language, and what validate says of mistakes.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { parseHtml } from "../quality/support/routes";
import { removeProject } from "../helpers/project";
import { germanProject } from "../helpers/second-language";

const test = suite("languages");

async function build(root: string, validateOnly = false, production = false) {
  const lines: string[] = [];
  const result = await run({ root, outDir: join(root, "dist"), validateOnly, production, strict: false }, (line) => lines.push(line));
  return { ...result, output: lines.join("\n") };
}

const head = (root: string, file: string) => parseHtml(readFileSync(join(root, "dist", file), "utf8"));

test("a translated page gets its own address, lang, hreflang both ways, the sitemap's alternates and its language's links", async () => {
  const root = germanProject(["contact", "home"]);
  try {
    const { code, output } = await build(root);
    assert.is(code, 0, output);
    assert.match(output, /de \(Deutsch\): 2 of \d+ pages published, /);
    assert.match(output, " 0 stale, 0 UI keys missing");
    const de = head(root, "de/contact/index.html");
    assert.is(de.querySelector("html")!.getAttribute("lang"), "de");
    assert.is(de.querySelector('link[rel="canonical"]')!.getAttribute("href"), "https://www.example.com/de/contact");
    const alternates = (doc: ReturnType<typeof head>) => doc.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`);
    const both = ["en https://www.example.com/contact", "de https://www.example.com/de/contact", "x-default https://www.example.com/contact"];
    assert.equal(alternates(de), both);
    assert.equal(alternates(head(root, "contact/index.html")), both, "the English page lists the German one back");
    assert.equal(alternates(head(root, "about/index.html")), [], "a page in one language has no alternates");
    assert.is(de.querySelector('meta[property="og:locale"]')!.getAttribute("content"), "de_DE");
    assert.is(de.querySelector('meta[property="og:locale:alternate"]')!.getAttribute("content"), "en_US");
    assert.match(de.querySelector("h1")!.text, /^Đ/);
    const hrefs = de.querySelectorAll("header nav a").map((a) => a.getAttribute("href"));
    assert.ok(hrefs.includes("/de/"), "home is translated: the German home");
    assert.ok(hrefs.includes("/about"), "about is not: the English page");
    assert.ok(hrefs.includes("/contact"), "the switcher names the English page");
    assert.is(de.querySelector('header nav a[hreflang="en"] [data-name]')!.text, "English");
    assert.is(head(root, "contact/index.html").querySelector('header nav a[hreflang="de"] [data-name]')!.text, "Deutsch");
    assert.ok(readFileSync(join(root, "dist/de/404.html"), "utf8").includes('lang="de"'), "the German not-found page");
    const sitemap = readFileSync(join(root, "dist/sitemap.xml"), "utf8");
    assert.match(sitemap, 'xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    assert.match(sitemap, '<loc>https://www.example.com/de/contact</loc>\n    <xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/contact"/>\n    <xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/contact"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/contact"/>');
    assert.match(sitemap, "<url><loc>https://www.example.com/about</loc></url>");
    assert.match(readFileSync(join(root, "published-routes.txt"), "utf8"), "/de/contact");
    assert.match(readFileSync(join(root, "pages/de/_translated-from.json"), "utf8"), '"english": "Contact Us for a Free Consultation | {brand}"');
  } finally {
    removeProject(root);
  }
});

/** Validates after `change`; the lines naming pages/de/contact.yaml. */
async function problemsAfter(change: (text: string) => string) {
  const root = germanProject(["contact"]);
  try {
    const file = join(root, "pages/de/contact.yaml");
    writeFileSync(file, change(readFileSync(file, "utf8")));
    const { code, output } = await build(root, true);
    return { code, lines: output.split("\n").filter((line) => line.startsWith("pages/de/contact.yaml:")), output };
  } finally {
    removeProject(root);
  }
}

test("missing-field: a field left empty is a warning at its line, and the page is not published in German", async () => {
  const { code, lines, output } = await problemsAfter((text) => text.replace(/^(  title:) .*$/m, "$1"));
  assert.is(code, 0);
  assert.equal(lines, ['pages/de/contact.yaml:5:9: warning: not translated yet: meta, title (English: "Contact Us for a Free Consultation | {brand}")']);
  assert.match(output, /de \(Deutsch\): 0 of \d+ pages published/);
});

test("extra-item: one entry more than the English list is an error naming both counts", async () => {
  const { code, lines } = await problemsAfter((text) => text.replace(/^(    actions:\n(?:      - .*\n)+)/m, '$1      - label: "Noch einer"\n'));
  assert.is(code, 1);
  assert.equal(lines.map((line) => line.replace(/:\d+:\d+:/, ":")), ["pages/de/contact.yaml: error: one entry too many: section 1, actions, entry 3 (3 entries; the English page has 2)"]);
});

test("not-translated-here: a link in a translation is refused, with where it is changed", async () => {
  const { code, lines, output } = await problemsAfter((text) => text.replace(/^(      - label: .*)$/m, "$1\n        href: /about"));
  assert.is(code, 1);
  assert.equal(lines.map((line) => line.replace(/:\d+:\d+:/, ":")), ['pages/de/contact.yaml: error: "href" is not translated: it comes from the English page (section 1, actions, entry 1, href)']);
  assert.match(output, "hint: remove it here; links, icons, ids and numbers are changed in pages/contact.yaml, once for every language");
});

test("unknown-field: a field the English page does not have is named", async () => {
  const { code, lines } = await problemsAfter((text) => text.replace(/^meta:\n/m, 'meta:\n  subtitle: "Hallo"\n'));
  assert.is(code, 1);
  assert.equal(lines, ['pages/de/contact.yaml:5:3: error: "subtitle" is not a field of the English page here (meta, subtitle)']);
});

test("stale: an English text changed after its translation is a warning with both Englishes; --production refuses it; editing the German clears it", async () => {
  const root = germanProject(["contact"]);
  try {
    assert.is((await build(root)).code, 0);
    const english = join(root, "pages/contact.yaml");
    writeFileSync(english, readFileSync(english, "utf8").replace("title: Contact Us for a Free Consultation | {brand}", "title: Talk to Us | {brand}"));
    const stale = await build(root, true);
    assert.match(stale.output, 'pages/de/contact.yaml:5:10: warning: stale translation: the English of meta, title changed since this was translated\n  hint: English then: "Contact Us for a Free Consultation | {brand}"; English now: "Talk to Us | {brand}". Update the translation; if it still says the same, run npm run translate -- de --reviewed contact');
    assert.match(stale.output, " 1 stale, ", stale.output.split("\n").filter((l) => l.startsWith("de (")).join());
    const production = await build(root, true, true);
    assert.match(production.output, "pages/de/contact.yaml:5:10: error: stale translation");
    const german = join(root, "pages/de/contact.yaml");
    writeFileSync(german, readFileSync(german, "utf8").replace(/^(  title:) .*$/m, '$1 "Sprechen Sie mit uns | {brand}"'));
    assert.is((await build(root)).code, 0);
    const after = await build(root, true);
    assert.not.match(after.output, "stale translation");
    assert.match(after.output, " 0 stale, ");
  } finally {
    removeProject(root);
  }
});

test("--reviewed: a stale field whose translation still holds is marked current by the command, not by hand", async () => {
  const root = germanProject(["contact"]);
  try {
    assert.is((await build(root)).code, 0);
    const english = join(root, "pages/contact.yaml");
    writeFileSync(english, readFileSync(english, "utf8").replace("breadcrumb: Contact", "breadcrumb: Contact us"));
    assert.match((await build(root, true)).output, "stale translation: the English of meta, breadcrumb changed");
    const said = execFileSync(process.execPath, ["--import", "tsx", join(process.cwd(), "scripts/translate.ts"), "de", "--reviewed", "contact"], { cwd: root, encoding: "utf8" });
    assert.is(said, "updated pages/de/_translated-from.json: contact marked reviewed\n");
    const after = await build(root, true, true);
    assert.not.match(after.output, "stale translation");
    assert.match(readFileSync(join(root, "pages/de/_translated-from.json"), "utf8"), '"english": "Contact us"');
  } finally {
    removeProject(root);
  }
});

test.run();
