// Languages in Chromium: the switcher, the remembered choice on a later visit, links across languages, JavaScript off,
// each language's not-found page, and axe on the German pages. A copy of the site with two pages in German.
import { join } from "node:path";
import type { Server } from "node:http";
import { chromium, type Browser } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { startServer } from "../../src/server/static-server";
import { CHROMIUM, FLAGS, waitForHydration } from "../helpers/browser";
import { removeProject } from "../helpers/project";
import { germanProject } from "../helpers/second-language";
import { axeViolations } from "../quality/support/axe";

const test = suite("languages in the browser");
let root: string;
let server: Server;
let url: string;
let browser: Browser;

test.before(async () => {
  root = germanProject(["home", "contact"]);
  const { code } = await run({ root, outDir: join(root, "dist"), validateOnly: false, production: false, strict: false }, () => undefined);
  if (code !== 0) throw new Error("the German copy did not build");
  ({ server, url } = await startServer(join(root, "dist"), 0));
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
});
test.after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  removeProject(root);
});

async function open({ javaScript = true, saved }: { javaScript?: boolean; saved?: string } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: javaScript });
  if (saved !== undefined) await context.addInitScript((value) => localStorage.setItem("language", value), saved);
  return { context, page: await context.newPage() };
}

test("the switcher names the page in its own language; choosing it opens that page and remembers the choice", async () => {
  const { context, page } = await open();
  await page.goto(`${url}/contact`);
  await waitForHydration(page);
  const link = page.locator('header nav a[hreflang="de"]');
  assert.is(await link.locator("[data-code]").innerText(), "DE", "the wide header shows the code");
  assert.ok(await link.locator("[data-name]").evaluate((name) => name.getBoundingClientRect().width <= 1), "and keeps the name for screen readers only");
  assert.is(await page.getByRole("link", { name: "DE Deutsch", exact: true }).count(), 1, "its name holds what is seen, and the language's own name");
  assert.is(await link.getAttribute("lang"), "de");
  await Promise.all([page.waitForURL(`${url}/de/contact`), link.click()]);
  assert.is(await page.locator("html").getAttribute("lang"), "de");
  assert.is(await page.evaluate(() => localStorage.getItem("language")), "de");
  assert.is(await page.locator('header nav a[hreflang="en"] [data-name]').textContent(), "English");
  assert.equal(await context.cookies(), []);
  await context.close();
});

test("a later visit to an English page that exists in the saved language shows that language; others stay", async () => {
  const { context, page } = await open({ saved: "de" });
  await page.goto(`${url}/contact?utm_source=x#contact`);
  await page.waitForURL(`${url}/de/contact?utm_source=x#contact`);
  assert.is(await page.locator("html").getAttribute("lang"), "de");
  await page.goto(`${url}/about`);
  await waitForHydration(page);
  assert.is(page.url(), `${url}/about`, "about has no German page: it stays English");
  await context.close();
});

test("on a phone the switcher is in the menu, named in full", async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}/contact`);
  await waitForHydration(page);
  await page.locator('button[aria-controls="site-menu"]').click();
  const link = page.locator('#site-menu a[hreflang="de"]');
  assert.is(await link.innerText(), "Deutsch");
  assert.ok(await link.isVisible());
  await context.close();
});

test("a saved value the site does not have is ignored, whatever it is", async () => {
  for (const saved of ["fr", "constructor", "__proto__", '"]']) {
    const { context, page } = await open({ saved });
    await page.goto(`${url}/contact`);
    await waitForHydration(page);
    await page.waitForTimeout(200);
    assert.is(page.url(), `${url}/contact`, saved);
    await context.close();
  }
});

test("from a German page, links lead to German pages where they exist and to English ones elsewhere", async () => {
  const { context, page } = await open();
  await page.goto(`${url}/de/contact`);
  await waitForHydration(page);
  const hrefs = await page.locator("header nav a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  assert.ok(hrefs.includes("/de/") && hrefs.includes("/about"), hrefs.join(" "));
  await Promise.all([page.waitForURL(`${url}/about`), page.locator('header nav a[href="/about"]').click()]);
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.match(await page.locator("h1").textContent() ?? "", /^[^Đ]/);
  await context.close();
});

test("with JavaScript off the switcher is a plain link to the other language", async () => {
  const { context, page } = await open({ javaScript: false });
  await page.goto(`${url}/de/`);
  const link = page.locator('header nav a[hreflang="en"]');
  assert.is(await link.getAttribute("href"), "/");
  await Promise.all([page.waitForURL(`${url}/`), link.click()]);
  assert.is(await page.locator("html").getAttribute("lang"), "en");
  await context.close();
});

test("a missing address under /de/ gets the German not-found page with status 404", async () => {
  const { context, page } = await open();
  const response = await page.goto(`${url}/de/no-such-page`);
  assert.is(response?.status(), 404);
  assert.is(await page.locator("html").getAttribute("lang"), "de");
  assert.match(await page.locator("h1").textContent() ?? "", /^Đ/);
  await context.close();
});

test("axe finds nothing on the German pages", async () => {
  const { context, page } = await open();
  for (const path of ["/de/", "/de/contact"]) {
    await page.goto(`${url}${path}`);
    await waitForHydration(page);
    assert.equal(await axeViolations(page), [], path);
  }
  await context.close();
});

test.run();
