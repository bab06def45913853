// Attribution in Chromium: a visitor's incoming campaign reaches the booking page with nothing stored (0 cookies,
// 0 storage keys). That no route makes a request to another origin or stores anything is the privacy gate's
// (test/quality/privacy.test.ts; its walk rides on the accessibility gate's, which loads every route once).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { BrowserContext, Page } from "playwright-core";
import { openPage, startSession, stopSession, waitForHydration, type Session } from "../helpers/browser";

const test = suite("attribution in the browser");
let session: Session;
test.before(async () => {
  session = await startSession();
});
test.after(stopSession);

/** Cookies of the context and keys in either storage of the page: all must stay 0. */
async function stored(context: BrowserContext, page: Page) {
  const keys = await page.evaluate(() => localStorage.length + sessionStorage.length);
  return { cookies: (await context.cookies()).length, keys };
}

/**
 * The counted path the tab asked for, and where the host sends it (npm start's Location). The request is answered
 * here, so nothing goes to the booking site (a route cannot catch the redirected request).
 */
async function follow(context: BrowserContext, page: Page, selector: string) {
  const asked: string[] = [];
  await context.route("**/go/**", (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/plain", body: "counted" });
  });
  const [tab] = await Promise.all([context.waitForEvent("page"), page.locator(selector).click()]);
  await tab.waitForLoadState();
  const locations = await Promise.all(asked.map(async (url) => (await fetch(url, { redirect: "manual" })).headers.get("location")));
  return { asked: asked.map((url) => url.slice(session.url.length)), locations };
}

for (const when of ["before the app has loaded", "after hydration"] as const) {
  test(`a visitor's campaign goes on to the booking page (${when}), with nothing stored`, async () => {
    const watched = await openPage(session);
    if (when === "before the app has loaded") await watched.context.route("**/assets/app-*.js", (route) => route.abort());
    await watched.page.goto(`${session.url}/for-kuwait?utm_source=news&utm_medium=email&utm_campaign=spring%20launch`);
    if (when === "after hydration") await waitForHydration(watched.page);
    assert.is(await watched.page.locator('a[data-cta="for-kuwait/cta/2"]').getAttribute("href"), "/go/for-kuwait/cta/2");
    assert.equal(await follow(watched.context, watched.page, 'a[data-cta="for-kuwait/cta/2"]'), {
      asked: ["/go/for-kuwait/cta/2?utm_source=news&utm_medium=email&utm_campaign=spring+launch"],
      locations: ["https://example.com/book-a-call?utm_source=news&utm_medium=email&utm_campaign=spring+launch&utm_content=for-kuwait%2Fcta%2F2"],
    });
    assert.equal(await stored(watched.context, watched.page), { cookies: 0, keys: 0 });
    await watched.context.close();
  });
}

test("without a campaign the booking link carries the page's own UTM parameters", async () => {
  const watched = await openPage(session);
  await watched.page.goto(`${session.url}/for-kuwait`);
  await waitForHydration(watched.page);
  assert.equal(await follow(watched.context, watched.page, 'a[data-cta="for-kuwait/contact/booking"]'), {
    asked: ["/go/for-kuwait/contact/booking"],
    locations: ["https://example.com/book-a-call?utm_source=www.example.com&utm_medium=website&utm_campaign=for-kuwait&utm_content=for-kuwait%2Fcontact%2Fbooking"],
  });
  await watched.context.close();
});

test.run();
