// Languages in Chromium on the built site (English, German, Arabic): the switcher, the remembered choice on a later
// visit, links across languages, JavaScript off, and German's not-found page. (axe on every German page: the
// accessibility gate, test/quality/accessibility.test.ts.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startSession, stopSession, waitForHydration, type Session } from "../helpers/browser";

const test = suite("languages in the browser");
let session: Session;
let url: string;
let browser: Session["browser"];

test.before(async () => {
  session = await startSession();
  ({ url, browser } = session);
});
test.after(stopSession);

/** A page's main heading as the build wrote it. */
const builtHeading = (path: string) => /<h1[^>]*>([^<]*)/.exec(readFileSync(join(session.dist, path, "index.html"), "utf8"))?.[1];

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
  await page.goto(`${url}/for-agencies`);
  await waitForHydration(page);
  assert.is(page.url(), `${url}/for-agencies`, "For Agencies has no German page: it stays English");
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
  assert.ok(hrefs.includes("/de/") && hrefs.includes("/de/about") && hrefs.includes("/for-agencies"), hrefs.join(" "));
  await Promise.all([page.waitForURL(`${url}/for-agencies`), page.locator('header nav a[href="/for-agencies"]').click()]);
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.is(await page.locator("h1").textContent(), builtHeading("for-agencies"));
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
  assert.is(await page.locator("h1").textContent(), "Diese Seite gibt es nicht");
  await context.close();
});

test.run();
