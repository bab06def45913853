// Right to left from the direction alone: the built pages with <html dir="rtl"> mirror, at 375 and 1280 px. The logo
// goes to the right edge, a button's arrow to its left (pointing left), the FAQ icon to the right of its question,
// the hero art turns round, icons that do not point stay as they are, and nothing scrolls sideways.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openPage, startSession, stopSession, waitForHydration, type Session, type Watched } from "../helpers/browser";

const test = suite("right to left in the browser");
let session: Session;
test.before(async () => {
  session = await startSession();
});
test.after(async () => {
  for (const view of views.values()) await view.watched.context.close();
  await stopSession();
});

/** One page per width, shared by the tests (they only read it): loaded again only when a test asks for another path. */
const views = new Map<number, { watched: Watched; path: string }>();

async function mirrored(path: string, width: number) {
  let view = views.get(width);
  if (!view) views.set(width, (view = { watched: await openPage(session, { width, height: 900 }), path: "" }));
  if (view.path !== path) {
    await view.watched.page.goto(`${session.url}${path}`);
    await waitForHydration(view.watched.page);
    await view.watched.page.evaluate(() => (document.documentElement.dir = "rtl"));
    view.path = path;
  }
  return view.watched;
}

const box = async (watched: Watched, selector: string) => (await watched.page.locator(selector).first().boundingBox())!;

for (const width of [375, 1280]) {
  test(`${width} px: the logo at the right edge of the header, nothing scrolls sideways`, async () => {
    const watched = await mirrored("/", width);
    const header = await box(watched, "header > div");
    const logo = await box(watched, "header img");
    const menu = await box(watched, width < 1200 ? 'button[aria-controls="site-menu"]' : "#site-menu");
    assert.ok(logo.x + logo.width > header.x + header.width - 80, `logo at ${logo.x}, header ends at ${header.x + header.width}`);
    assert.ok(menu.x < logo.x, "the menu sits to the left of the logo");
    assert.ok(await watched.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no horizontal scroll");
  });

  test(`${width} px: a button's arrow is on its left and points left; a check mark is not turned`, async () => {
    const watched = await mirrored("/", width);
    const button = watched.page.locator("main a", { has: watched.page.locator("svg[data-points]") }).first();
    const [link, arrow] = [(await button.boundingBox())!, (await button.locator("svg[data-points]").boundingBox())!];
    assert.ok(arrow.x + arrow.width / 2 < link.x + link.width / 2, "the arrow is in the button's left half");
    assert.is(await button.locator("svg[data-points]").evaluate((svg) => getComputedStyle(svg).transform), "matrix(-1, 0, 0, 1, 0, 0)");
    const check = watched.page.locator('main svg.icon:not([data-points])').first();
    assert.is(await check.evaluate((svg) => getComputedStyle(svg).transform), "none");
  });

  test(`${width} px: the FAQ icon is on the right of its question`, async () => {
    const watched = await mirrored("/for-kuwait", width);
    const item = watched.page.locator("#faq li").first();
    const [icon, question] = [(await item.locator("svg").boundingBox())!, (await item.locator("h3").boundingBox())!];
    assert.ok(icon.x > question.x + question.width - 2, `icon at ${icon.x}, question ends at ${question.x + question.width}`);
    assert.ok(await watched.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no horizontal scroll");
  });
}

test("1280 px: the hero art turns round with the page", async () => {
  const watched = await mirrored("/", 1280);
  assert.is(await watched.page.locator("[data-hero-art]").evaluate((art) => getComputedStyle(art).transform), "matrix(-1, 0, 0, 1, 0, 0)");
  await watched.page.screenshot({ path: "/tmp/rtl-home-1280.png" });
});

test.run();
