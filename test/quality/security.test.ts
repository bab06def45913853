// Gate: the real server sends the production headers (a strict policy with style hashes, HSTS, nosniff, ...), answers
// unknown paths with 404.html and status 404; in Chromium every route is reached client-side under that policy with
// zero CSP violations, console errors and page errors. That every route also loads so is checked on the accessibility
// gate's walk (test/quality/accessibility.test.ts, support/route-watch.ts), which loads every route once for both.
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startServer } from "../../src/server/static-server";
import { openPage, startSession, stopSession, waitForHydration, type Session } from "../helpers/browser";
import { FIXTURES } from "./support/fixtures";
import { headerProblems } from "./support/headers";
import { htmlFiles } from "./support/links";
import { builtRoutes, languagePrefixOf, type BuiltRoute } from "./support/routes";
import { allProblems, watchSecurity } from "./support/security-watch";

const test = suite("quality gate: security headers and policy");
let session: Session;
let routes: BuiltRoute[];
let inlineStyles: string[];
let fixture: { server: Server; url: string };
test.before(async () => {
  session = await startSession();
  routes = builtRoutes(session.dist);
  // Raw text, as the policy hashes it; a regex also finds the <style> inside <noscript>, which an HTML parser keeps as text.
  inlineStyles = htmlFiles(session.dist).flatMap((file) =>
    [...readFileSync(join(session.dist, file), "utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]),
  );
  fixture = await startServer(join(FIXTURES, "csp-site"), 0);
});
test.after(async () => {
  fixture.server.closeAllConnections(); // idle keep-alive connections would hold close() for seconds
  await new Promise((resolve) => fixture.server.close(resolve));
  await stopSession();
});

const UNKNOWN = "/no-such-page";

test("the header check reports a weak policy and weak headers (fixture)", async () => {
  const page = await fetch(`${fixture.url}/`);
  const common = [
    `CSP img-src is "*", expected "'self'"`,
    `CSP base-uri is missing, expected "'none'"`,
    `CSP form-action is missing, expected "'none'"`,
    `CSP frame-ancestors is missing, expected "'none'"`,
  ];
  const transport = [
    'Strict-Transport-Security "max-age=300" needs max-age of a year or more and includeSubDomains',
    'Referrer-Policy "unsafe-url" may leak full addresses',
    "Permissions-Policy does not turn off camera",
    "Permissions-Policy does not turn off microphone",
    "Permissions-Policy does not turn off geolocation",
    "Cross-Origin-Opener-Policy is not same-origin",
  ];
  assert.equal(headerProblems(page.headers, "page", ["body { color: #222222; }"]), [
    ...common,
    'CSP style-src lacks the hash of the empty string, "body { color: #222222; }"',
    ...transport,
  ]);
  const asset = await fetch(`${fixture.url}/assets/app.js`);
  assert.equal(headerProblems(asset.headers, "asset", []), [
    ...common,
    "CSP style-src lacks the hash of the empty string",
    ...transport,
    'asset Cache-Control "public, max-age=600" should be a year and immutable (names are content-hashed)',
  ]);
});

test("the browser watch reports CSP violations, console errors and page errors (fixture)", async () => {
  const watched = await openPage(session);
  const log = await watchSecurity(watched.context, watched.page);
  await watched.page.goto(`${fixture.url}/`, { waitUntil: "load" });
  // The violation events reach Node through an exposed function, asynchronously: wait for them before closing.
  const fromEvents = () => log.cspViolations.filter((line) => !line.startsWith("console:"));
  for (const deadline = Date.now() + 5_000; fromEvents().length < 2 && Date.now() < deadline; ) await watched.page.waitForTimeout(50);
  await watched.context.close();
  assert.equal(fromEvents().sort(), [
    "script-src-elem blocked inline at /",
    "style-src-elem blocked inline at /",
  ]);
  assert.is(log.cspViolations.filter((line) => line.startsWith("console:")).length, 2, "Chromium's console reports count too");
  assert.equal(log.consoleErrors, ["/: fixture: a console error"]);
  assert.equal(log.pageErrors, ["/: fixture: an uncaught error"]);
});

test("a page and an asset carry the production headers, compressed; the policy hashes every inline style", async () => {
  assert.ok(inlineStyles.length > routes.length, `inline style blocks found: ${inlineStyles.length}`);
  const home = await fetch(`${session.url}/`);
  assert.is(home.status, 200);
  assert.is(home.headers.get("content-type"), "text/html; charset=utf-8");
  assert.equal(headerProblems(home.headers, "page", inlineStyles), []);
  const script = /<script src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  assert.ok(script, "the home page loads a script file");
  const asset = await fetch(session.url + script);
  assert.is(asset.status, 200);
  assert.is(asset.headers.get("content-type"), "text/javascript; charset=utf-8");
  // Compressed like a CDN would, so what the browser gates and the benchmark measure is what visitors download: the
  // build's own .gz or .br copy, whichever this Node's fetch asks for.
  assert.ok(["gzip", "br"].includes(asset.headers.get("content-encoding") ?? ""), `content-encoding: ${asset.headers.get("content-encoding")}`);
  assert.equal(headerProblems(asset.headers, "asset", inlineStyles), []);
});

test("an unknown path gets 404.html with status 404 and the page headers", async () => {
  const response = await fetch(session.url + UNKNOWN);
  assert.is(response.status, 404);
  assert.is(await response.text(), readFileSync(join(session.dist, "404.html"), "utf8"));
  assert.equal(headerProblems(response.headers, "page", inlineStyles), []);
});

test("every route is reached client-side by clicking its link, with no violation or error", async () => {
  const watched = await openPage(session);
  const log = await watchSecurity(watched.context, watched.page);
  const page = watched.page;
  // Each language is one app with its own site data: its pages are visited from its home, without a full page load.
  for (const prefix of new Set(routes.map((route) => languagePrefixOf(route.path)))) {
    const own = routes.filter((route) => languagePrefixOf(route.path) === prefix);
    await page.goto(`${session.url}${prefix}`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { qualityMark: string }).qualityMark = "same document"));
    // Visit every route from the one before it; the home route last, so each click leaves another page.
    for (const route of [...own.filter((r) => r.path !== prefix), ...own.filter((r) => r.path === prefix)]) {
      const link = page.locator(`header a[href="${route.path}"]:visible, footer a[href="${route.path}"]`).first();
      assert.is(await link.count(), 1, `a link to ${route.path} in the header or footer`);
      await link.click();
      await page.waitForURL(session.url + route.path);
      await page.waitForFunction((loc) => document.querySelector('link[rel="canonical"]')?.getAttribute("href") === loc, route.loc);
    }
    await page.waitForLoadState("networkidle");
    assert.is(await page.evaluate(() => (window as unknown as { qualityMark?: string }).qualityMark), "same document", `${prefix}: no full page load`);
  }
  await watched.context.close();
  assert.equal(allProblems(log), []);
});

test("an unknown path shows the not-found page; the only errors are its 404 status and the logged path", async () => {
  const watched = await openPage(session);
  const log = await watchSecurity(watched.context, watched.page);
  const response = await watched.page.goto(session.url + UNKNOWN);
  assert.is(response?.status(), 404);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState("networkidle");
  await watched.context.close();
  assert.equal(log.cspViolations, []);
  assert.equal(log.pageErrors, []);
  // By design (SPEC.md section 8): the browser reports the 404 status and the app logs the missing path.
  assert.equal(log.consoleErrors, [
    `${UNKNOWN}: Failed to load resource: the server responded with a status of 404 (Not Found)`,
    `${UNKNOWN}: 404: no page at ${UNKNOWN}`,
  ]);
});

test.run();
