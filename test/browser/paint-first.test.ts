// Paint first (issue 13): the page paints as plain HTML with only the tiny loader requested, the app and its data come
// after the load event, the page works before they arrive (links, the mobile menu) and is the same single-page app
// after; the next page's data is fetched before the click.
import type { Page, Route } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openPage, startSession, stopSession, waitForHydration, type Session, type Watched } from "../helpers/browser";

const test = suite("paint first");
let session: Session;
test.before(async () => {
  session = await startSession();
});
test.after(stopSession);

const errorsOf = (watched: Watched) => [
  ...watched.console.filter((m) => m.type === "error" || m.type === "warning").map((m) => `${m.type}: ${m.text}`),
  ...watched.pageErrors,
];

const APP = /\/assets\/client-\w+\.js$/;
const path = (url: string) => new URL(url).pathname;

/** Requests and the load event, in the order the browser reports them. */
function eventLog(page: Page) {
  const log: string[] = [];
  page.on("request", (request) => log.push(path(request.url())));
  page.on("load", () => log.push("LOAD"));
  return log;
}

/** Holds the app's script back until `release` is called, as on a slow connection. */
async function holdApp(watched: Watched) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await watched.context.route(APP, async (route: Route) => {
    await released;
    // The page that asked may be gone (a plain navigation): nothing to answer then.
    await route.continue().catch(() => undefined);
  });
  return release;
}

const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 42);
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

test("a fresh visit requests no script but the loader before the load event; the app and its data after, then hydrates cleanly", async () => {
  const watched = await openPage(session, { width: 375 });
  const log = eventLog(watched.page);
  await watched.page.goto(`${session.url}/for-kuwait`);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState("networkidle");
  const load = log.indexOf("LOAD");
  assert.ok(load > 0, log.join(" "));
  const early = log.slice(0, load).filter((url) => url.endsWith(".js") || /^\/(assets\/)?data\//.test(url));
  assert.is(early.length, 1, `before load: ${early.join(", ")}`);
  assert.match(early[0], /^\/assets\/loader-\w+\.js$/);
  const late = log.slice(load);
  assert.ok(late.some((url) => APP.test(url)), `after load: ${late.join(", ")}`);
  assert.ok(late.some((url) => /^\/assets\/data\/site-[\w-]+\.json$/.test(url)), "the site data, after load");
  assert.ok(late.includes("/data/for-kuwait.json"), "the page's data, after load");
  // The browser's own clock agrees: the app's script started after the load event ended.
  const timing = await watched.page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const app = performance.getEntriesByType("resource").find((entry) => /\/assets\/client-/.test(entry.name));
    return { loadEnd: navigation.loadEventEnd, appStart: app?.startTime ?? -1 };
  });
  assert.ok(timing.appStart >= timing.loadEnd, `app requested at ${timing.appStart} ms, load ended at ${timing.loadEnd} ms`);
  assert.equal(errorsOf(watched), []);
  await watched.context.close();
});

test("before the app arrives: the menu opens and its links navigate as plain HTML; after, the same page is the single-page app", async () => {
  const watched = await openPage(session, { width: 375 });
  const release = await holdApp(watched);
  await watched.page.goto(`${session.url}/`);
  await mark(watched.page);
  const button = watched.page.locator('button[aria-controls="site-menu"]');
  const menu = watched.page.locator("#site-menu");
  assert.is(await menu.isVisible(), false);
  await button.click();
  assert.is(await button.getAttribute("aria-expanded"), "true");
  assert.is(await menu.isVisible(), true);
  assert.is(await watched.page.evaluate(() => document.documentElement.dataset.hydrated), undefined, "the app is still held back");
  await menu.locator("a", { hasText: "About" }).click();
  await watched.page.waitForURL(`${session.url}/about`);
  await watched.page.locator("h1").waitFor();
  assert.is(await marked(watched.page), false, "a plain page load, as without JavaScript");
  // On the new page, open the menu, then let the app arrive: it takes the page over with the menu still open.
  await button.click();
  assert.is(await menu.isVisible(), true);
  release();
  await waitForHydration(watched.page);
  await mark(watched.page);
  assert.is(await button.getAttribute("aria-expanded"), "true");
  assert.is(await menu.isVisible(), true);
  await button.click();
  assert.is(await button.getAttribute("aria-expanded"), "false");
  assert.is(await menu.isVisible(), false);
  await button.click();
  await menu.locator("a", { hasText: "Contact" }).click();
  await watched.page.waitForURL(`${session.url}/contact`);
  await watched.page.waitForFunction(() => document.title.startsWith("Contact"));
  assert.is(await marked(watched.page), true, "client-side navigation: the same document");
  assert.is(await menu.isVisible(), false, "the menu closes when a link is chosen");
  // Requests aborted by the plain navigation are the browser's, not the page's: only errors and warnings of the app count.
  assert.equal(errorsOf(watched).filter((line) => !line.includes("Failed to load resource")), []);
  await watched.context.close();
});

test("a visitor who scrolled before the app arrived stays where they are when it takes the page over", async () => {
  const watched = await openPage(session, { width: 375 });
  const release = await holdApp(watched);
  await watched.page.goto(`${session.url}/for-employers`);
  await watched.page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
  release();
  // Scrolling is no reach for a link: the app comes at the idle moment after the page has painted.
  await waitForHydration(watched.page);
  assert.is(await watched.page.evaluate(() => Math.round(window.scrollY)), 900);
  assert.equal(errorsOf(watched), []);
  await watched.context.close();
});

test("the app takes the page over without adding, moving or rewriting any style: the prerendered CSS is all it needs", async () => {
  const watched = await openPage(session);
  await watched.context.addInitScript(() => {
    const changes: string[] = ((window as unknown as { styleChanges: string[] }).styleChanges = []);
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const record of records) {
          const nodes = [...record.addedNodes, ...record.removedNodes].filter((node) => node.nodeName === "STYLE");
          if (nodes.length) changes.push(`${record.type}: ${nodes.length} <style>`);
          if (record.target.nodeName === "STYLE") changes.push(`${record.type} of a <style>`);
        }
      }).observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  });
  for (const route of ["/", "/contact", "/for-kuwait"]) {
    await watched.page.goto(`${session.url}${route}`);
    await waitForHydration(watched.page);
    assert.equal(await watched.page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges), [], route);
  }
  assert.equal(errorsOf(watched), []);
  await watched.context.close();
});

test("a page whose stylesheet never arrived is styled by the app as it hydrates, as the stylesheet would have", async () => {
  /** The computed styles of a few elements that the global rules and the sections' classes shape. */
  const looks = (page: Page) =>
    page.evaluate(() =>
      ["body", "header", "h1", "main a", "footer"].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return `${selector}: ${style.margin} ${style.display} ${style.position} ${style.fontSize} ${style.color} ${style.backgroundColor} ${style.boxSizing}`;
      }),
    );
  const styled = await openPage(session);
  await styled.page.goto(`${session.url}/for-kuwait`);
  await waitForHydration(styled.page);
  const expected = await looks(styled.page);
  await styled.context.close();
  const watched = await openPage(session);
  await watched.context.route(/\/assets\/styles\//, (route: Route) => route.abort());
  await watched.page.goto(`${session.url}/for-kuwait`);
  await waitForHydration(watched.page);
  // The sections hydrate in slices after the mark: their styles come as each does.
  let seen = await looks(watched.page);
  for (let tries = 0; tries < 50 && JSON.stringify(seen) !== JSON.stringify(expected); tries++) {
    await watched.page.waitForTimeout(100);
    seen = await looks(watched.page);
  }
  assert.equal(seen, expected);
  assert.ok(watched.requests.some((url) => /\/assets\/styles\/page-[\w-]{10}\.css$/.test(url)), "the page asked for its stylesheet");
  await watched.context.close();
});

test("a link pointed at, focused or touched starts the app at once, without waiting for the idle time", async () => {
  const watched = await openPage(session);
  const release = await holdApp(watched);
  const log = eventLog(watched.page);
  await watched.page.goto(`${session.url}/how-it-works`);
  release();
  await watched.page.locator("header nav a", { hasText: "About" }).hover();
  await waitForHydration(watched.page);
  assert.ok(log.some((url) => APP.test(url)));
  await watched.context.close();
});

test("the next page's data is fetched when its link is hovered or focused, before the click; the click then fetches nothing", async () => {
  const watched = await openPage(session);
  await watched.page.goto(`${session.url}/`);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState("networkidle");
  const log = eventLog(watched.page);
  const about = watched.page.locator("header nav a", { hasText: "About" });
  const prefetched = watched.page.waitForRequest(/\/data\/about\.json$/);
  await about.hover();
  await prefetched;
  log.push("CLICK");
  await about.click();
  await watched.page.waitForURL(`${session.url}/about`);
  await watched.page.waitForFunction(() => document.title.startsWith("About"));
  const data = (url: string) => /^\/data\/about\.json$/.test(url);
  assert.ok(log.findIndex(data) < log.indexOf("CLICK"), log.join(" "));
  assert.is(log.filter(data).length, 1, "fetched once: the click used the prefetched data");
  // Keyboard focus prefetches too.
  const focused = watched.page.waitForRequest(/\/data\/for-oman\.json$/);
  await watched.page.locator("footer a", { hasText: "Oman" }).focus();
  await focused;
  assert.equal(errorsOf(watched), []);
  await watched.context.close();
});

for (const [label, connection, expected] of [
  ["on a phone the links in view are prefetched", { saveData: false, effectiveType: "4g" }, true],
  ["on a phone with Save-Data nothing is fetched ahead", { saveData: true, effectiveType: "4g" }, false],
  ["on a phone on a 2g connection nothing is fetched ahead", { saveData: false, effectiveType: "2g" }, false],
] as const) {
  test(label, async () => {
    const context = await session.browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    await context.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
    const page = await context.newPage();
    const log = eventLog(page);
    await page.goto(`${session.url}/contact`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // The footer is out of view on a phone; the header's brand link (home) is in view. Seen in view on a later frame,
    // which a loaded machine can put after the network's quiet half second: the expected fetch is waited for.
    const fetchedAhead = () => log.filter((url) => url.startsWith("/data/") && url !== "/data/contact.json");
    for (let waited = 0; expected && !fetchedAhead().includes("/data/index.page.json") && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    const prefetched = fetchedAhead();
    if (expected) assert.ok(prefetched.includes("/data/index.page.json"), prefetched.join(", "));
    else assert.equal(prefetched, []);
    await context.close();
  });
}

test.run();
