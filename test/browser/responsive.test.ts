// The header's navigation driven in Chromium at 375 px (phone) and 1280 px (laptop), and the not-found page at an unknown
// path at both widths. Every route's layout at both widths (status 200, no horizontal overflow, one main heading, no
// console error or warning) is checked by test/quality/accessibility.test.ts, on the page loads it audits.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { openPage, startSession, stopSession, waitForHydration, type Session, type Watched } from "../helpers/browser";

const WIDTHS = [375, 1280] as const;
type Width = (typeof WIDTHS)[number];
const NAV_LABELS = ["Home", "How It Works", "For Employers", "For Agencies", "About", "Contact", "Request Match"];

const test = suite("responsive: the header and the not-found page at 375 and 1280 px");
let session: Session;
// One context per width, reused by every test: a fresh context per page load would triple the run time.
const views = new Map<Width, Watched>();
test.before(async () => {
  session = await startSession();
  for (const width of WIDTHS) views.set(width, await openPage(session, { width }));
});
test.after(stopSession);

function view(width: Width) {
  const watched = views.get(width)!;
  watched.console.length = 0;
  watched.pageErrors.length = 0;
  return watched;
}

const problems = (watched: Watched) => [
  ...watched.console.filter((message) => message.type === "error" || message.type === "warning").map((m) => `${m.type}: ${m.text}`),
  ...watched.pageErrors.map((message) => `page error: ${message}`),
];

async function overflow(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

async function assertNoOverflow(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await overflow(page);
  assert.ok(scrollWidth <= innerWidth, `${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/** Goes to another page through the header navigation, the way a visitor at this width would. */
async function navigateByMenu(page: Page, width: Width, from: string) {
  const button = page.locator('header button[aria-controls="site-menu"]');
  const menu = page.locator("#site-menu");
  if (width === 375) {
    assert.is(await button.isVisible(), true, "menu button shown on a phone");
    assert.is(await menu.isVisible(), false, "menu closed at first");
    await button.click();
    assert.is(await button.getAttribute("aria-expanded"), "true");
  } else {
    assert.is(await button.isVisible(), false, "no menu button on a laptop");
  }
  for (const label of NAV_LABELS) {
    const link = menu.locator("a", { hasText: label }).first();
    assert.is(await link.isVisible(), true, `${label} visible`);
    const box = await link.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${label} inside the window`);
  }
  const [label, target] = from === "/contact" ? ["Home", "/"] : ["Contact", "/contact"];
  await menu.locator("ul a", { hasText: new RegExp(`^${label}$`) }).click();
  await page.waitForURL(`${session.url}${target}`);
  await page.waitForFunction(() => document.querySelector("main h1") !== null);
  if (width === 375) assert.is(await menu.isVisible(), false, "the menu closes once a link is chosen");
}

for (const width of WIDTHS) {
  // The header is one component on every route: its navigation is driven from the home page and from the contact
  // page (the one whose own link is the current page), the way a visitor at this width would.
  for (const path of ["/", "/contact"]) {
    test(`${path} at ${width} px: the header's navigation is usable and leads on`, async () => {
      const watched = view(width);
      await watched.page.goto(`${session.url}${path}`);
      await waitForHydration(watched.page);
      await navigateByMenu(watched.page, width, path);
      assert.equal(problems(watched), []);
    });
  }

  test(`an unknown path at ${width} px: not-found page, link home, the path logged`, async () => {
    const watched = view(width);
    const path = `/no-such-page-${width}`;
    const response = await watched.page.goto(`${session.url}${path}`);
    assert.is(response?.status(), 404);
    await waitForHydration(watched.page);
    await assertNoOverflow(watched.page, path);
    assert.is(await watched.page.locator("main h1").textContent(), "Oops! Page not found");
    const home = watched.page.locator("main a", { hasText: "Return to Home" });
    assert.is(await home.getAttribute("href"), "/");
    // The one error is by design: the missing path, logged for whoever reads the console. Chromium also reports
    // the 404 status of the document itself.
    const logged = problems(watched).filter((text) => !text.includes("status of 404"));
    assert.equal(logged, [`error: 404: no page at ${path}`]);
    await home.click();
    await watched.page.waitForURL(`${session.url}/`);
    await watched.page.locator("main h1", { hasNotText: "Oops" }).waitFor();
  });
}

test("at 1280 px the brand's name takes at most two lines beside the whole navigation, in every language", async () => {
  const watched = view(1280);
  for (const home of ["/", "/de/", "/ar/"]) {
    await watched.page.goto(`${session.url}${home}`);
    const lines = await watched.page.evaluate(() => {
      const name = [...document.querySelector("header a")!.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
      const range = document.createRange();
      range.selectNodeContents(name);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    assert.ok(lines >= 1 && lines <= 2, `${home}: the brand takes ${lines} lines`);
    assert.ok(await watched.page.locator('header a[href$="contact"]').last().isVisible(), `${home}: the header's action shown`);
  }
});

test.run();
