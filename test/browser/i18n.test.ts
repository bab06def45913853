// Translations in the browser: saved language restored only when supported, English from the site data, missing keys shown.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openPage, startSession, stopSession, waitForHydration, type Session } from "../helpers/browser";

const test = suite("translations in the browser");
let session: Session;
test.before(async () => {
  session = await startSession();
});
test.after(stopSession);

async function pageWithSavedLanguage(saved: string | null) {
  const watched = await openPage(session);
  if (saved !== null) await watched.context.addInitScript((value) => localStorage.setItem("language", value), saved);
  return watched;
}

const localeRequests = (requests: string[]) => requests.filter((url) => url.includes("/locales/")).map((url) => new URL(url).pathname);

test("a saved English needs no translation file: its messages come with the site data", async () => {
  const watched = await pageWithSavedLanguage("en");
  await watched.page.goto(`${session.url}/about`);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState("networkidle");
  assert.equal(localeRequests(watched.requests), []);
  assert.is(await watched.page.locator("html").getAttribute("lang"), "en");
  assert.is(await watched.page.locator('header nav a[href="/about"]').textContent(), "About");
  await watched.context.close();
});

test("an unsupported saved language is ignored: English is used", async () => {
  const watched = await pageWithSavedLanguage("fr");
  await watched.page.goto(`${session.url}/about`);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState("networkidle");
  assert.equal(localeRequests(watched.requests), []);
  assert.is(await watched.page.locator('header nav a[href="/about"]').textContent(), "About");
  await watched.context.close();
});

test("a missing key shows the key itself and logs a warning", async () => {
  const watched = await openPage(session);
  await watched.page.route("**/assets/data/site-*.json", async (route) => {
    const response = await route.fetch();
    const site = (await response.json()) as { messages: { navigation: Record<string, string> } };
    delete site.messages.navigation.about;
    await route.fulfill({ response, json: site });
  });
  await watched.page.goto(`${session.url}/`);
  await waitForHydration(watched.page);
  await watched.page.waitForFunction(() => document.querySelector('header nav a[href="/about"]')?.textContent === "navigation.about");
  const warnings = watched.console.filter((m) => m.type === "warning").map((m) => m.text);
  assert.equal(warnings, ["Missing translation key: navigation.about"]);
  await watched.context.close();
});

test("the prerendered HTML already holds the English strings (no flash of keys)", async () => {
  const watched = await openPage(session, { javaScript: false });
  await watched.page.goto(`${session.url}/`);
  assert.is(await watched.page.locator('header nav a[href="/about"]').textContent(), "About");
  assert.is(await watched.page.locator("a", { hasText: "Skip to main content" }).count(), 1);
  await watched.context.close();
});

test.run();
