// The German pages of the real site: every page's hreflang alternates answer and list it back, the sitemap carries the
// same alternates, German heads keep the English limits, the figures are the English page's, and the footer says the
// legal pages are English.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parse } from "node-html-parser";
import { builtSite, htmlFileFor } from "../helpers/site";
import { builtRoutes } from "../quality/support/routes";
import { builtPage, one, textOf } from "./helpers";
import { startServer } from "../../src/server/static-server";

const test = suite("content: the German pages");
const BASE = "https://www.example.com";
const GERMAN = ["/de/", "/de/for-germany", "/de/for-employers", "/de/how-it-works", "/de/about", "/de/contact", "/de/impressum"];

const alternatesOf = (html: string) =>
  Object.fromEntries(parse(html).querySelectorAll('head link[rel="alternate"][hreflang]').map((link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!]));

test("the German pages a German employer reads are published, each with lang=\"de\" and its own canonical address", async () => {
  const dist = await builtSite();
  const paths = builtRoutes(dist).map((route) => route.path);
  for (const path of GERMAN) {
    assert.ok(paths.includes(path), `${path} is in the sitemap`);
    const doc = await builtPage(path);
    assert.is(one(doc, "html").getAttribute("lang"), "de", path);
    assert.is(one(doc, 'head link[rel="canonical"]').getAttribute("href"), BASE + path, path);
  }
});

test("hreflang: every alternate of every built page answers 200 and lists the page back, x-default is the English page", async () => {
  const dist = await builtSite();
  const { server, url } = await startServer(dist, 0);
  try {
    let pairs = 0;
    for (const route of builtRoutes(dist)) {
      const own = alternatesOf(readFileSync(join(dist, route.file), "utf8"));
      if (!Object.keys(own).length) continue;
      assert.is(own["x-default"], own.en, `${route.path}: x-default is the English page`);
      assert.ok(Object.values(own).includes(route.loc), `${route.path} lists itself`);
      for (const [language, href] of Object.entries(own)) {
        const response = await fetch(url + href.slice(BASE.length));
        assert.is(response.status, 200, `${route.path} → ${language} ${href}`);
        assert.equal(alternatesOf(await response.text()), own, `${href} lists the same alternates back`);
        pairs++;
      }
    }
    assert.ok(pairs >= GERMAN.length * 3, `${pairs} alternates checked`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("the sitemap lists every page of every language once, with the same alternates as the page", async () => {
  const dist = await builtSite();
  const sitemap = readFileSync(join(dist, "sitemap.xml"), "utf8");
  assert.match(sitemap, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
  const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]);
  assert.is(new Set(locs).size, locs.length, "each page once");
  for (const [index, entry] of entries.entries()) {
    const listed = Object.fromEntries([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
    const file = htmlFileFor(locs[index].slice(BASE.length) || "/");
    assert.equal(listed, alternatesOf(readFileSync(join(dist, file), "utf8")), locs[index]);
  }
});

test("German heads keep the limits English ones keep: title at most 60 characters ending with the brand, description 70-160", async () => {
  for (const path of GERMAN) {
    const doc = await builtPage(path);
    const title = one(doc, "head title").text;
    const description = one(doc, 'head meta[name="description"]').getAttribute("content") ?? "";
    assert.ok([...title].length <= 60 && title.endsWith("| Filipino Talent Bridge"), `${path}: "${title}"`);
    assert.ok(description.length >= 70 && description.length <= 160, `${path}: description is ${description.length} characters`);
    assert.is(one(doc, 'head meta[property="og:locale"]').getAttribute("content"), "de_DE", path);
  }
});

/** The figures a page states (70, 85, 24, 4.9/4,9, 1-2, 7+ …), each as digits only so German typography compares equal. */
const figures = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+)?/g)].map((m) => m[0].replace(/[.,]/g, ".").replace(/\s?[-–]\s?/g, "-")).sort();

test("figures: each German page states exactly the figures of its English page", async () => {
  for (const path of GERMAN.filter((p) => p !== "/de/impressum")) {
    const english = path === "/de/" ? "/" : path.slice(3);
    const main = (doc: Awaited<ReturnType<typeof builtPage>>) => textOf(one(doc, "main"));
    assert.equal(figures(main(await builtPage(path))), figures(main(await builtPage(english))), path);
  }
});

test("the German footer says the legal pages are English, and links them with that noted", async () => {
  const footer = one(await builtPage("/de/contact"), "footer");
  assert.match(textOf(footer), "Datenschutzerklärung und Nutzungsbedingungen liegen nur auf Englisch vor.");
  const legal = footer.querySelectorAll('a[href="/privacy-policy"], a[href="/terms-and-conditions"]').map(textOf);
  assert.equal(legal, ["Datenschutzerklärung (Englisch)", "Nutzungsbedingungen (Englisch)"]);
  assert.is(footer.querySelector('a[href="/de/impressum"]')?.text, "Impressum");
  assert.not.match(textOf(one(await builtPage("/contact"), "footer")), "English only");
});

test("e-mail links carry German subjects: the market on a country page, the page's name elsewhere", async () => {
  const subject = async (path: string) => decodeURIComponent(/subject=([^&"]*)/.exec((await builtPage(path)).querySelector('main a[href^="mailto:"], footer a[href^="mailto:"]')!.getAttribute("href")!)![1]);
  assert.match(await subject("/de/for-germany"), /^Anfrage Personalgewinnung: Deutschland \[DE-/);
  assert.match(await subject("/de/contact"), /^Anfrage über die Seite Kontakt \[de-contact-/);
});

test.run();
