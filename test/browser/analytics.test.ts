// settings.analytics in Chromium: off by default; on, the service's script loads under the CSP with zero violations;
// on a language that needs consent, nothing is requested until the banner's Allow.
import { readFileSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { startServer } from "../../src/server/static-server";
import { CHROMIUM, FLAGS } from "../helpers/browser";
import { removeProject, tempProject } from "../helpers/project";
import { builtSite, readBuilt } from "../helpers/site";
import { blockForeignRequests, storedState } from "../quality/support/privacy";
import { axeViolations } from "../quality/support/axe";
import { htmlErrors } from "../quality/support/html-validator";
import { allProblems, watchSecurity } from "../quality/support/security-watch";
import { startStubService, type StubService } from "./support/stub-analytics";

const test = suite("analytics: off by default, one script and one endpoint when on, consent first where asked");

/** https, as the build demands: the browser's requests to it are handed to the stub service on 127.0.0.1. */
const SERVICE = "https://stats.analytics.test";
const SETTING = `  analytics:\n    service: plausible\n    script: ${SERVICE}/js/script.js\n    siteId: talent-bridge.test\n`;

let root: string;
let browser: Browser;
let stub: StubService;
const servers: Server[] = [];
let plain: string;
let open: { dist: string; url: string };
let consent: { dist: string; url: string };

async function buildWith(setting: string, name: string) {
  const site = join(root, "site.yaml");
  writeFileSync(site, readFileSync(site, "utf8").replace(/  analytics:\n(    .*\n)*/, "").replace("  organization:\n", `${setting}  organization:\n`));
  const dist = join(root, name);
  const lines: string[] = [];
  const { code } = await run({ root, outDir: dist, validateOnly: false, production: false, strict: false }, (line) => lines.push(line));
  if (code !== 0) throw new Error(lines.join("\n"));
  const { server, url } = await startServer(dist, 0);
  servers.push(server);
  return { dist, url };
}

test.before(async () => {
  plain = await builtSite();
  root = tempProject("real");
  open = await buildWith(SETTING, "dist-open");
  consent = await buildWith(`${SETTING}    consentRequired: [en]\n`, "dist-consent");
  stub = await startStubService();
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
});
test.after(async () => {
  await browser?.close();
  for (const server of [...servers, stub?.server]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
  if (root) removeProject(root);
});

/** A fresh context whose requests to the service go to the stub; any other foreign request is recorded and aborted. */
async function visit() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const log = await watchSecurity(context, page);
  const foreign = await blockForeignRequests(context, "127.0.0.1");
  const service: string[] = [];
  await context.route(`${SERVICE}/**`, async (route) => {
    const request = route.request();
    service.push(`${request.method()} ${request.url()}`);
    await route.fulfill({ response: await route.fetch({ url: stub.url + new URL(request.url()).pathname }) });
  });
  return { context, page, log, foreign, service };
}

const csp = (dist: string) => /Content-Security-Policy: (.*)/.exec(readBuilt(dist, "_headers"))![1];

test("the setting adds exactly the script's origin to script-src and the endpoint's to connect-src, in every host file", () => {
  assert.is(csp(open.dist), csp(plain).replace("script-src 'self'", `script-src 'self' ${SERVICE}`).replace("connect-src 'self'", `connect-src 'self' ${SERVICE}`));
  for (const file of ["_headers", "_deploy/nginx.conf", "_deploy/Caddyfile"]) {
    const added = readBuilt(open.dist, file);
    const policies = added.split("Content-Security-Policy").length - 1;
    assert.ok(policies > 0, `${file} sends the policy`);
    assert.is(added.split(SERVICE).length - 1, 2 * policies, `${file}: the origin twice in each policy (script-src, connect-src)`);
    assert.is(added.replaceAll(` ${SERVICE}`, ""), readBuilt(plain, file), `${file}: nothing else changed`);
  }
});

test("without the setting the pages name no script but the site's own loader, and no other origin", () => {
  for (const file of ["index.html", "contact/index.html", "404.html"]) {
    const html = readBuilt(plain, file);
    assert.equal([...html.matchAll(/<script[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1].replace(/-[A-Z0-9]+\.js$/, ".js")), ["/assets/loader.js"]);
    assert.not.ok(/analytics|stats\.|data-domain/.test(html), file);
  }
});

test("the pages with the script and with the banner are valid HTML", async () => {
  assert.equal(await htmlErrors(readBuilt(open.dist, "index.html"), "open/index.html"), []);
  assert.equal(await htmlErrors(readBuilt(consent.dist, "index.html"), "consent/index.html"), []);
});

test("on: every page names the script as the service's own snippet does, deferred, with no inline code", async () => {
  const html = readBuilt(open.dist, "index.html");
  assert.match(html, `<script src="${SERVICE}/js/script.js" defer="" data-domain="talent-bridge.test"></script>`);
  const { context, page, log, foreign, service } = await visit();
  await page.goto(`${open.url}/contact`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await stub.waitForHits(1);
  assert.equal(stub.hits.splice(0), [{ domain: "talent-bridge.test", path: "/contact" }]);
  assert.equal(service, [`GET ${SERVICE}/js/script.js`, `POST ${SERVICE}/api/event`]);
  assert.equal(allProblems(log), []);
  assert.equal(foreign, []);
  assert.equal(await storedState(context, page), []);
  await context.close();
});

test("consent needed: no script in the page, nothing requested; the banner is accessible; Allow loads the script", async () => {
  const html = readBuilt(consent.dist, "index.html");
  assert.not.ok(html.includes(`<script src="${SERVICE}`), "the service's script is not named");
  assert.match(html, /<section [^>]*aria-label="Visit statistics" data-consent="[^"]*stats\.analytics\.test/);
  const { context, page, log, foreign, service } = await visit();
  await page.goto(`${consent.url}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const banner = page.getByRole("region", { name: "Visit statistics" });
  await banner.waitFor();
  assert.equal(await axeViolations(page), []);
  await page.waitForLoadState("networkidle");
  assert.equal(service, [], "nothing requested before the visitor answers");
  // By keyboard: the banner's buttons are the last stops of the tab order, reached backwards from the document's start.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Shift+Tab");
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "No thanks");
  await page.keyboard.press("Shift+Tab");
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Allow anonymous statistics");
  await page.keyboard.press("Enter");
  await stub.waitForHits(1);
  assert.equal(stub.hits.splice(0), [{ domain: "talent-bridge.test", path: "/" }]);
  assert.equal(service, [`GET ${SERVICE}/js/script.js`, `POST ${SERVICE}/api/event`]);
  assert.is(await banner.count(), 0, "the banner is gone");
  assert.is(await page.evaluate(() => document.activeElement?.id), "main", "focus moves on to the page's content");
  assert.is(await page.locator(`script[src="${SERVICE}/js/script.js"][data-domain="talent-bridge.test"]`).count(), 1);
  assert.equal(allProblems(log), []);
  assert.equal(foreign, []);
  assert.equal(await storedState(context, page), [], "no cookie, nothing stored");
  await context.close();
});

test("consent needed: No thanks hides the banner for the visit and nothing is ever requested", async () => {
  const { context, page, log, foreign, service } = await visit();
  await page.goto(`${consent.url}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "No thanks" }).click();
  assert.is(await page.getByRole("region", { name: "Visit statistics" }).count(), 0);
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await page.waitForURL(`${consent.url}/contact`);
  await page.waitForLoadState("networkidle");
  assert.is(await page.getByRole("region", { name: "Visit statistics" }).count(), 0, "not asked again on the next page");
  assert.equal(service, []);
  assert.equal(allProblems(log), []);
  assert.equal(foreign, []);
  assert.equal(await storedState(context, page), []);
  await context.close();
});

test("with JavaScript off a consent page shows no banner and loads nothing", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(`${consent.url}/`);
  assert.is(await page.getByRole("region", { name: "Visit statistics" }).count(), 0);
  assert.equal(requests.filter((url) => !url.startsWith(consent.url)), []);
  await context.close();
});

test.run();
