// Gate: axe-core (WCAG 2.0/2.1 A and AA) finds zero violations on every route of every language and the not-found
// page (on a phone with script, the menu open too), and at 1280 px and without script on the pages that show every
// section type (every page of the default language at 1280 px without script). The walk with script also carries the
// security and privacy gates' watch (support/route-watch.ts): every route loaded once for all three. The walks with
// script check the layout on every route of the default language at 375 and 1280 px as they pass: status 200, no
// horizontal overflow, one main heading, no console error or warning (test/browser/responsive.test.ts drives the menu).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CDPSession, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openPage, startSession, stopSession, waitForHydration, type Session, type Watched } from "../helpers/browser";
import { routes } from "../content/helpers";
import { axeViolations, gotoWithoutJavaScript } from "./support/axe";
import { readFixture } from "./support/fixtures";
import { watchRoutes, type RouteWatch } from "./support/route-watch";
import { builtRoutes, languagePrefixOf, sectionCover } from "./support/routes";
import { allProblems } from "./support/security-watch";

const test = suite("quality gate: accessibility");
let session: Session;
/** Every route of every language, and the not-found page. */
let paths: string[];
/** The default language's: audited on the phone with script and on the desktop without. */
let defaultPaths: string[];
/** The default language's pages that show every section type, and the not-found page: the two other pairings. */
let sampled: string[];
/** The right-to-left language's pages that show every section type: on the desktop without script too. */
let mirrored: string[];
/** The four configurations' audits, started together: each is one page in its own context, and axe keeps both cores busy. */
let audits: Record<"on375" | "on1280" | "off375" | "off1280", Promise<Walk>>;

interface Walk {
  /** "path: violation" lines. */
  found: string[];
  /** The security and privacy gates' findings, on the walk that watched for them. */
  watch?: RouteWatch;
  /** The routes whose layout was checked, and "path: problem" lines for it (see `layoutProblems`). */
  laidOut: string[];
  layout: string[];
}
test.before(async () => {
  session = await startSession();
  paths = [...builtRoutes(session.dist).map((route) => route.path), "/no-such-page"];
  defaultPaths = paths.filter((path) => languagePrefixOf(path) === "/");
  // Every page of every language on a phone with script, as most visitors see it, and every page of the default
  // language on the desktop without script, as search engines and script-less visitors see it. The other pairings
  // change the layout alone: the home page, a few pages that together show every section type (sectionCover in
  // support/routes.ts) and the not-found page, in the default language and, on the desktop, in the right-to-left one
  // (its mirrored layout).
  const sample = (prefix: string) => [...new Set([prefix, ...sectionCover(session.dist, paths.filter((path) => languagePrefixOf(path) === prefix && path !== "/no-such-page")), "/no-such-page"])];
  sampled = sample("/");
  mirrored = [...new Set(paths.map(languagePrefixOf))].filter(rightToLeft).flatMap((prefix) => sample(prefix).filter((path) => path !== "/no-such-page"));
  audits = {
    // The walks with script pass every route of the default language: its layout is checked on the way (at 1280 px
    // the routes axe leaves to the other walks are loaded for that alone).
    on375: auditAll(paths, 375, true, openMenuOncePerLanguage(), { watching: true, laidOut: routes }),
    on1280: auditAll([...new Set([...routes, ...sampled])], 1280, true, nothingMore, { audited: sampled, laidOut: routes }),
    off375: auditAll(sampled, 375, false, menuShownInPlace),
    off1280: auditAll([...defaultPaths, ...mirrored], 1280, false, nothingMore),
  };
  // Each test awaits its own audit; until then a failure must not count as an unhandled rejection.
  for (const audit of Object.values(audits)) audit.catch(() => undefined);
});
test.after(async () => {
  await Promise.allSettled(Object.values(audits ?? {}));
  await stopSession();
});

/** Whether a language's pages are written right to left, as its home page says. */
const rightToLeft = (prefix: string) => /<html[^>]* dir="rtl"/.test(readFileSync(join(session.dist, prefix, "index.html"), "utf8"));

const MENU_BUTTON = 'button[aria-controls="site-menu"]';

/**
 * A browser context per configuration, one page navigated from route to route: far cheaper than a page per route.
 * axe audits the `audited` paths; the layout of the `laidOut` ones is checked (with script only).
 */
async function auditAll(
  paths: string[],
  width: number,
  javaScript: boolean,
  perPage: (page: Page) => Promise<string[]>,
  { watching = false, audited = paths, laidOut = [] }: { watching?: boolean; audited?: string[]; laidOut?: string[] } = {},
): Promise<Walk> {
  const watched: Watched = await openPage(session, { width, javaScript });
  const cdp: CDPSession | undefined = javaScript ? undefined : await watched.context.newCDPSession(watched.page);
  const watch = watching ? await watchRoutes(watched, new URL(session.url).hostname) : undefined;
  const found: string[] = [];
  const walk: Walk = { found, watch, laidOut: [], layout: [] };
  try {
    for (const path of paths) {
      const url = session.url + path;
      let status: number | undefined;
      if (cdp) status = (await gotoWithoutJavaScript(watched.page, cdp, url))?.status();
      else {
        status = (await watched.page.goto(url))?.status();
        await waitForHydration(watched.page);
      }
      // The layout as the page was loaded (before axe's audit or the open menu), its reports once the route is done.
      const layout = laidOut.includes(path) ? await layoutProblems(watched.page, status) : undefined;
      if (audited.includes(path)) {
        for (const line of await axeViolations(watched.page)) found.push(`${path}: ${line}`);
        for (const line of await perPage(watched.page)) found.push(`${path}: ${line}`);
      }
      await watch?.settle(path);
      if (layout) {
        walk.laidOut.push(path);
        walk.layout.push(...[...layout, ...reported(watched)].map((line) => `${path}: ${line}`));
      }
      // What the console and the page report from here on belongs to the next route.
      watched.console.length = 0;
      watched.pageErrors.length = 0;
    }
  } finally {
    await watched.context.close();
  }
  return walk;
}

/** The page just loaded: status 200, no wider than the window, one main heading. */
async function layoutProblems(page: Page, status: number | undefined): Promise<string[]> {
  const problems: string[] = [];
  if (status !== 200) problems.push(`status ${status}`);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  if (scrollWidth > innerWidth) problems.push(`the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
  const headings = await page.locator("main h1").count();
  if (headings !== 1) problems.push(`${headings} main headings`);
  return problems;
}

/** The console's errors and warnings and the page's errors since the last route. */
const reported = (watched: Watched) => [
  ...watched.console.filter((message) => message.type === "error" || message.type === "warning").map((message) => `${message.type}: ${message.text}`),
  ...watched.pageErrors.map((message) => `page error: ${message}`),
];

const nothingMore = async () => [];

/**
 * The open menu audited on each language's first page: the header is one component whose words change with the
 * language alone (every route of a language shows the same links), so auditing it on every route repeated itself.
 */
const menuAudited = new Set<string>();
function openMenuOncePerLanguage() {
  return async (page: Page): Promise<string[]> => {
    const language = languagePrefixOf(new URL(page.url()).pathname);
    if (menuAudited.has(language)) return [];
    menuAudited.add(language);
    return openMenuAndAudit(page);
  };
}

/** At 375 px with JavaScript the menu starts closed (audited with the page); open it and audit the header again. */
async function openMenuAndAudit(page: Page): Promise<string[]> {
  const button = page.locator(MENU_BUTTON);
  await button.click();
  await page.locator("#site-menu").waitFor({ state: "visible" });
  if ((await button.getAttribute("aria-expanded")) !== "true") return ["the menu button does not report the menu as expanded"];
  // Opening the menu changes the header alone; the page around it was audited just before.
  return (await axeViolations(page, "header")).map((line) => `menu open: ${line}`);
}

/** Without JavaScript the menu cannot open, so it must be shown in place and its button hidden. */
async function menuShownInPlace(page: Page): Promise<string[]> {
  const menuShown = await page.locator("#site-menu").isVisible();
  const buttonHidden = await page.locator(MENU_BUTTON).isHidden();
  return menuShown && buttonHidden ? [] : [`without JavaScript the menu must be shown (${menuShown}) and its button hidden (${buttonHidden})`];
}

test("the audit reports violations, and without JavaScript audits what a script-less browser shows (fixture)", async () => {
  const html = readFixture("inaccessible.html");
  const rulesOf = (lines: string[]) => lines.map((line) => line.split(" ")[0]).sort();
  for (const javaScript of [true, false]) {
    const watched = await openPage(session, { javaScript });
    await watched.page.route(`${session.url}/__fixture`, (route) => route.fulfill({ contentType: "text/html", body: html }));
    if (javaScript) await watched.page.goto(`${session.url}/__fixture`);
    else await gotoWithoutJavaScript(watched.page, await watched.context.newCDPSession(watched.page), `${session.url}/__fixture`);
    const rules = rulesOf(await axeViolations(watched.page));
    // The low-contrast rule sits in <noscript>: only the script-less audit may see its effect.
    assert.equal(rules, javaScript ? ["image-alt", "label"] : ["color-contrast", "image-alt", "label"], `javaScript: ${javaScript}`);
    await watched.context.close();
  }
});

test("the audit covers the default language's pages, the not-found page and the German and Arabic ones", () => {
  assert.ok(defaultPaths.includes("/") && defaultPaths.includes("/no-such-page"));
  assert.ok(paths.some((path) => path.startsWith("/de/")) && paths.some((path) => path.startsWith("/ar/")), "German and Arabic pages are in the audit");
  assert.ok(mirrored.length > 0 && mirrored.every((path) => path.startsWith("/ar/")), `the right-to-left pages on the desktop too: ${mirrored.join(" ")}`);
  assert.ok(sampled.length < defaultPaths.length && sampled.includes("/no-such-page"), `sampled: ${sampled.join(" ")}`);
});

test("every language, JavaScript on, 375 px (the menu open too, once per language): zero violations", async () => {
  assert.equal((await audits.on375).found, []);
  assert.equal([...menuAudited].sort(), [...new Set(paths.map(languagePrefixOf))].sort(), "the open menu audited in every language");
});

test("every route and the not-found page load under the policy with no CSP violation, console error or page error", async () => {
  const { security } = (await audits.on375).watch!;
  // By design (SPEC.md section 8): the not-found page's 404 status and the missing path, logged by the app.
  assert.equal(allProblems(security), [
    "/no-such-page: Failed to load resource: the server responded with a status of 404 (Not Found)",
    "/no-such-page: 404: no page at /no-such-page",
  ]);
});

test("every route and the not-found page: no request to another host, no cookie, nothing stored", async () => {
  assert.equal((await audits.on375).watch!.privacy, []);
});

for (const width of [375, 1280] as const) {
  test(`every route of the default language at ${width} px, JavaScript on: status 200, fits, one main heading, no console error or warning`, async () => {
    const walk = await audits[width === 375 ? "on375" : "on1280"];
    assert.equal(walk.laidOut, routes, "every route's layout checked");
    assert.equal(walk.layout, []);
  });
}

test("default language, pages showing every section type, JavaScript on, 1280 px: zero violations", async () => {
  assert.equal((await audits.on1280).found, []);
});

test("default language, pages showing every section type, JavaScript off, 375 px (the menu shown in place, its button hidden): zero violations", async () => {
  assert.equal((await audits.off375).found, []);
});

test("every page of the default language and the right-to-left one's showing every section type, JavaScript off, 1280 px: zero violations", async () => {
  assert.equal((await audits.off1280).found, []);
});

test.run();
