// What a page load leaves behind for privacy: requests to any host but the site's own, and cookies or stored values.
import type { BrowserContext, Page } from "playwright-core";

const NETWORK = new Set(["http:", "https:", "ws:", "wss:"]);
const foreignTo = (ownHost: string) => (url: URL) => NETWORK.has(url.protocol) && url.hostname !== ownHost;

/**
 * Keeps every request on the site's own host: others are recorded and aborted before they leave the machine, so a
 * tracker in a page can neither slow the test down nor reach the network.
 */
export async function blockForeignRequests(context: BrowserContext, ownHost: string): Promise<string[]> {
  const foreign: string[] = [];
  await context.route(
    foreignTo(ownHost),
    (route) => {
      foreign.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  return foreign;
}

/**
 * The same watch for a walk of many routes, where Playwright's routing cost most of the walk's time (it pauses every
 * request for an answer from the test and turns the browser's cache off): the page's browser refuses other hosts
 * itself (DevTools' request blocking, the site's own host let through first) and each request is recorded as made.
 * A test that routes some requests itself (to a stub) keeps `blockForeignRequests`.
 */
export async function refuseForeignRequests(context: BrowserContext, page: Page, ownHost: string): Promise<string[]> {
  const foreign: string[] = [];
  const isForeign = foreignTo(ownHost);
  context.on("request", (request) => isForeign(new URL(request.url())) && foreign.push(request.url()));
  const cdp = await context.newCDPSession(page);
  // This session's blocking applies only while its Network domain is on.
  await cdp.send("Network.enable");
  await cdp.send("Network.setBlockedURLs", { urlPatterns: [{ urlPattern: `*://${ownHost}:*/*`, block: false }, { urlPattern: "*://*:*/*", block: true }] });
  return foreign;
}

/** Cookies (HttpOnly ones included) and local or session storage entries, as "kind name" lines. */
export async function storedState(context: BrowserContext, page: Page): Promise<string[]> {
  const cookies = (await context.cookies()).map((cookie) => `cookie ${cookie.name} (${cookie.domain})`);
  const storage = await page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
    ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
  ]);
  return [...cookies, ...storage];
}
