// The engine in a real browser: hydration, navigation, head tags, scrolling, mobile menu, not-found, no-JS rendering.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openPage, startSession, stopSession, waitForHydration, type Session } from "../helpers/browser";

const test = suite("engine in the browser");
let session: Session;
test.before(async () => {
  session = await startSession();
});
test.after(stopSession);

const errorsOf = (watched: { console: { type: string; text: string }[]; pageErrors: string[] }) => [
  ...watched.console.filter((m) => m.type === "error" || m.type === "warning").map((m) => `${m.type}: ${m.text}`),
  ...watched.pageErrors,
];

test("hydrates the prerendered page with no console errors or warnings", async () => {
  const watched = await openPage(session);
  await watched.page.goto(`${session.url}/for-kuwait`);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState("networkidle");
  assert.equal(errorsOf(watched), []);
  assert.is(await watched.page.locator("h1").count(), 1);
  await watched.context.close();
});

test("navigates client-side: no document load, title and canonical replaced without duplicates", async () => {
  const watched = await openPage(session);
  await watched.page.goto(`${session.url}/`);
  await waitForHydration(watched.page);
  await watched.page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await watched.page.locator("header nav a", { hasText: "How It Works" }).click();
  await watched.page.waitForURL(`${session.url}/how-it-works`);
  await watched.page.waitForFunction(() => document.title.includes("How"));
  assert.is(await watched.page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, "same document");
  assert.is(await watched.page.locator("head title").count(), 1);
  assert.is(await watched.page.locator('head link[rel="canonical"]').count(), 1);
  assert.is(await watched.page.locator('link[rel="canonical"]').getAttribute("href"), "https://www.example.com/how-it-works");
  assert.is(await watched.page.locator('meta[name="description"]').count(), 1);
  assert.is(await watched.page.locator('meta[property="og:url"]').getAttribute("content"), "https://www.example.com/how-it-works");
  assert.equal(errorsOf(watched), []);
  await watched.context.close();
});

test("loads the site data and the current page's data at first; another page's data once, on the way there", async () => {
  const watched = await openPage(session);
  await watched.page.goto(`${session.url}/contact`);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState("networkidle");
  const dataRequests = () => watched.requests.map((url) => new URL(url).pathname).filter((path) => /^\/(assets\/)?data\//.test(path));
  const first = dataRequests();
  assert.is(first.length, 2, first.join(", "));
  assert.ok(first.some((url) => /^\/assets\/data\/site-[\w-]+\.json$/.test(url)), "the site data, shared by every page");
  assert.ok(first.includes("/data/contact.json"), "the page's own data, named by its path");
  const jsonLdTypes = () =>
    watched.page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((s) => (JSON.parse(s.textContent ?? "{}") as { "@type": string })["@type"]));
  assert.equal(await jsonLdTypes(), ["EmploymentAgency", "WebSite", "WebPage", "BreadcrumbList"]);
  await watched.page.locator("footer a", { hasText: "Kuwait" }).click();
  await watched.page.waitForURL(`${session.url}/for-kuwait`);
  await watched.page.locator("h1", { hasText: "Kuwait" }).waitFor();
  const next = dataRequests().slice(2);
  assert.is(next.length, 1, next.join(", "));
  assert.equal(await jsonLdTypes(), ["EmploymentAgency", "WebSite", "WebPage", "BreadcrumbList", "Service", "FAQPage"], "structured data follows the page");
  assert.is(next[0], "/data/for-kuwait.json");
  await watched.context.close();
});

test("marks the active link with aria-current and moves it on navigation", async () => {
  const watched = await openPage(session);
  await watched.page.goto(`${session.url}/about`);
  await waitForHydration(watched.page);
  const current = watched.page.locator('header nav a[aria-current="page"]');
  assert.is(await current.count(), 1);
  assert.is(await current.textContent(), "About");
  await watched.page.locator("header nav a", { hasText: "For Agencies" }).click();
  await watched.page.waitForURL(`${session.url}/for-agencies`);
  await watched.page.waitForFunction(() => document.querySelector('header nav a[aria-current="page"]')?.textContent === "For Agencies");
  assert.is(await current.count(), 1);
  await watched.context.close();
});

test("mobile menu at 375 px: closed, opens with aria-expanded, closes when a link is chosen", async () => {
  const watched = await openPage(session, { width: 375 });
  await watched.page.goto(`${session.url}/`);
  await waitForHydration(watched.page);
  const button = watched.page.locator('button[aria-controls="site-menu"]');
  const menu = watched.page.locator("#site-menu");
  assert.is(await button.getAttribute("aria-expanded"), "false");
  assert.is(await menu.isVisible(), false);
  await button.click();
  assert.is(await button.getAttribute("aria-expanded"), "true");
  assert.is(await menu.isVisible(), true);
  await menu.locator("a", { hasText: "About" }).click();
  await watched.page.waitForURL(`${session.url}/about`);
  assert.is(await button.getAttribute("aria-expanded"), "false");
  assert.is(await menu.isVisible(), false);
  await watched.context.close();
});

test("scrolls to the top on navigation, and to the #anchor a link names", async () => {
  const watched = await openPage(session, { height: 700 });
  await watched.page.goto(`${session.url}/for-kuwait`);
  await waitForHydration(watched.page);
  await watched.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await watched.page.locator("footer a", { hasText: "Oman" }).click();
  await watched.page.locator("h1", { hasText: "Oman" }).waitFor();
  await watched.page.waitForFunction(() => window.scrollY === 0);
  // An in-page anchor on the same page.
  await watched.page.goto(`${session.url}/privacy-policy`);
  await waitForHydration(watched.page);
  const firstTocLink = watched.page.locator("main nav a").first();
  const id = (await firstTocLink.getAttribute("href"))!.slice(1);
  await firstTocLink.click();
  await watched.page.waitForFunction((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top;
    return top >= 0 && top < 200;
  }, id);
  await watched.context.close();
});

test("a link to another page's #anchor lands on that section", async () => {
  const watched = await openPage(session, { height: 700 });
  await watched.page.goto(`${session.url}/for-oman#onsite-hiring`);
  await waitForHydration(watched.page);
  await watched.page.waitForFunction(() => {
    const top = document.getElementById("onsite-hiring")!.getBoundingClientRect().top;
    return top >= 0 && top < 200;
  });
  // And from another page through the app's own navigation.
  await watched.page.goto(`${session.url}/`);
  await waitForHydration(watched.page);
  await watched.page.evaluate(() => window.history.pushState(null, "", "/for-oman#remote-outsourcing"));
  await watched.page.waitForFunction(() => {
    const element = document.getElementById("remote-outsourcing");
    const top = element?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < 200;
  });
  await watched.context.close();
});

test("an unknown path shows the not-found page and logs the path", async () => {
  const watched = await openPage(session);
  const response = await watched.page.goto(`${session.url}/no-such-page`);
  assert.is(response?.status(), 404);
  await waitForHydration(watched.page);
  assert.is(await watched.page.locator("h1").textContent(), "Oops! Page not found");
  const home = watched.page.locator("main a", { hasText: "Return to Home" });
  assert.is(await home.getAttribute("href"), "/");
  assert.ok(watched.console.some((m) => m.type === "error" && m.text.includes("/no-such-page")), "path logged with console.error");
  await home.click();
  await watched.page.waitForURL(`${session.url}/`);
  await watched.page.locator("h1", { hasNotText: "Oops" }).waitFor();
  // Chromium itself reports the 404 status of the document; the app logs the path once, and nothing while leaving.
  const logged = watched.console.filter((m) => m.type === "error" && !m.text.startsWith("Failed to load resource")).map((m) => m.text);
  assert.equal(logged, ["404: no page at /no-such-page"], "only the missing path is logged, once");
  await watched.context.close();
});

test("the app's way to a page that is not there: its data file answers 404, and the host's not-found page loads, once", async () => {
  const watched = await openPage(session);
  const asked: string[] = [];
  watched.page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/data/") || request.resourceType() === "document") asked.push(path);
  });
  await watched.page.goto(`${session.url}/for-oman`);
  await waitForHydration(watched.page);
  asked.length = 0;
  await watched.page.evaluate(() => window.history.pushState(null, "", "/no-such-page"));
  await watched.page.locator("h1", { hasText: "Oops! Page not found" }).waitFor();
  await waitForHydration(watched.page);
  // The not-found document knows its own path is no page: it does not ask for its data again (no loop of loads).
  await watched.page.waitForTimeout(500);
  assert.equal(asked, ["/data/no-such-page.json", "/no-such-page"]);
  await watched.context.close();
});

test("with JavaScript off the content is there and plain links navigate", async () => {
  const watched = await openPage(session, { javaScript: false, width: 375 });
  await watched.page.goto(`${session.url}/for-bahrain`);
  assert.ok((await watched.page.locator("h1").textContent())!.includes("Bahrain"));
  assert.is(await watched.page.locator("#faq li").count(), 5);
  // The menu is shown in place without JavaScript, so its links work.
  assert.is(await watched.page.locator("#site-menu").isVisible(), true);
  await watched.page.locator("#site-menu a", { hasText: "Contact" }).click();
  await watched.page.waitForURL(`${session.url}/contact`);
  assert.ok((await watched.page.locator("main").textContent())!.includes("hello@example.com"));
  await watched.context.close();
});

test.run();
