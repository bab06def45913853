// What a page load leaves behind for privacy: requests to any host but the site's own, and cookies or stored values.
import type { BrowserContext, Page } from "playwright-core";

const NETWORK = new Set(["http:", "https:", "ws:", "wss:"]);

/**
 * Keeps every request on the site's own host: others are recorded and aborted before they leave the machine, so a
 * tracker in a page can neither slow the test down nor reach the network.
 */
export async function blockForeignRequests(context: BrowserContext, ownHost: string): Promise<string[]> {
  const foreign: string[] = [];
  await context.route(
    (url) => NETWORK.has(url.protocol) && url.hostname !== ownHost,
    (route) => {
      foreign.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
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
