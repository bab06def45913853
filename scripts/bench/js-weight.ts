// JavaScript a visitor downloads, measured in Chromium: on a first visit to a route (empty cache), and on a
// client-side navigation to it (its page data and any lazy chunk). Sizes are the gzip (and brotli) of each response
// body; the first visit's transfer is what went over the wire, by kind (HTML, JS, data, images).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Browser, Page, Response } from "playwright-core";

export interface RouteWeight {
  path: string;
  /** gzip bytes of every script loaded by a first visit. */
  firstVisit: number;
  /** brotli (quality 11) bytes of the same scripts. */
  firstVisitBrotli: number;
  /** Bytes transferred (headers and encoded bodies) on a first visit, by resource type. */
  transfer: Record<string, number>;
  /** gzip bytes of scripts and fetched data loaded by navigating to the route from another page. */
  navigation: number;
  /** Requests to any host but the site's, and cookies, after the first visit. */
  foreignRequests: number;
  cookies: number;
}

const HOST = "127.0.0.1";

// The levels the build writes its .gz and .br copies with: the bytes a visitor gets.
const gzip = (body: Buffer) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Records responses of the given kinds from now on; `take` stops and sums their gzip sizes, `takeBoth` gzip and brotli. */
function record(page: Page, kinds: string[]) {
  const bodies: Promise<[number, number]>[] = [];
  const listener = (response: Response) => {
    if (kinds.includes(response.request().resourceType())) bodies.push(response.body().then((body) => [gzip(body), brotli(body)], () => [0, 0]));
  };
  page.on("response", listener);
  const takeBoth = async () => {
    page.off("response", listener);
    return (await Promise.all(bodies)).reduce(([g, b], [gzip, br]) => [g + gzip, b + br], [0, 0]);
  };
  return { takeBoth, take: async () => (await takeBoth())[0] };
}

/** Every response's transferred size, by resource type ("document", "script", "fetch", "image"...). */
function recordTransfer(page: Page) {
  const sizes: Promise<[string, number]>[] = [];
  page.on("requestfinished", (request) =>
    sizes.push(request.sizes().then((size) => [request.resourceType(), size.responseBodySize + size.responseHeadersSize], () => [request.resourceType(), 0])),
  );
  return async () => {
    const byType: Record<string, number> = {};
    for (const [type, bytes] of await Promise.all(sizes)) byType[type] = (byType[type] ?? 0) + bytes;
    return byType;
  };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });

/** First visits: a fresh context (empty cache, no cookies) per route; foreign requests are counted and blocked. */
async function firstVisit(browser: Browser, url: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let foreignRequests = 0;
  await context.route((target) => target.hostname !== HOST && target.protocol.startsWith("http"), (route) => {
    foreignRequests++;
    return route.abort("blockedbyclient");
  });
  const page = await context.newPage();
  const scripts = record(page, ["script"]);
  const transfer = recordTransfer(page);
  await page.goto(url + path);
  await hydrated(page);
  // Anything the page fetches after hydration would show here, so wait for the network to go quiet.
  await page.waitForLoadState("networkidle");
  const [firstVisit, firstVisitBrotli] = await scripts.takeBoth();
  const result = { firstVisit, firstVisitBrotli, transfer: await transfer(), foreignRequests, cookies: (await context.cookies()).length };
  await context.close();
  return result;
}

/**
 * Navigations: one visit clicking each route's link in turn. It starts on the not-found page, which inlines no page
 * data, so every route's data is fetched once, as on any navigation to a page not seen before.
 */
async function navigations(browser: Browser, url: string, paths: string[], prefix = "/") {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}${prefix}bench-start-on-the-not-found-page`);
  await hydrated(page);
  const bytes = new Map<string, number>();
  for (const path of paths) {
    const loaded = record(page, ["script", "fetch", "xhr"]);
    await page.locator(`header a[href="${path}"]:visible, footer a[href="${path}"]`).first().click();
    await page.waitForURL(url + path);
    // The new canonical address is rendered from the page's data, so by then the data and any chunk have arrived.
    await page.waitForFunction((p) => document.querySelector('link[rel="canonical"]')?.getAttribute("href")?.endsWith(p), path);
    bytes.set(path, await loaded.take());
  }
  await context.close();
  return bytes;
}

/** A path's language prefix: /de/ for /de/contact, / for the default language's pages. */
const prefixOf = (path: string) => /^\/[a-z]{2}\//.exec(path)?.[0] ?? (/^\/[a-z]{2}$/.test(path) ? `${path}/` : "/");

export async function measureWeights(browser: Browser, url: string, paths: string[]): Promise<RouteWeight[]> {
  // Each language's pages are one app (its own site data): its visit starts on that language's not-found page.
  const navigation = new Map<string, number>();
  for (const prefix of new Set(paths.map(prefixOf))) {
    for (const [path, bytes] of await navigations(browser, url, paths.filter((p) => prefixOf(p) === prefix), prefix)) navigation.set(path, bytes);
  }
  const weights: RouteWeight[] = [];
  for (const path of paths) weights.push({ path, ...(await firstVisit(browser, url, path)), navigation: navigation.get(path) ?? NaN });
  return weights;
}
