// Gate: loading any route sends zero requests to a host other than the site's own and leaves zero cookies (and
// nothing in local or session storage: the saved language appears only once a visitor changes it).
import type { Server } from "node:http";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startServer } from "../../src/server/static-server";
import { openPage, startSession, stopSession, waitForHydration, type Session } from "../helpers/browser";
import { FIXTURES } from "./support/fixtures";
import { blockForeignRequests, storedState } from "./support/privacy";
import { builtRoutes } from "./support/routes";

const test = suite("quality gate: privacy");
let session: Session;
let fixture: { server: Server; url: string };
test.before(async () => {
  session = await startSession();
  fixture = await startServer(join(FIXTURES, "privacy-site"), 0);
});
test.after(async () => {
  fixture.server.closeAllConnections(); // idle keep-alive connections would hold close() for seconds
  await new Promise((resolve) => fixture.server.close(resolve));
  await stopSession();
});

const HOST = "127.0.0.1";

test("the checks report a foreign request, a cookie and stored values (fixture)", async () => {
  const watched = await openPage(session);
  const foreign = await blockForeignRequests(watched.context, HOST);
  await watched.page.goto(`${fixture.url}/`, { waitUntil: "load" });
  assert.equal(foreign, ["https://tracker.invalid/pixel.gif"]);
  assert.equal(await storedState(watched.context, watched.page), ["cookie visitor (127.0.0.1)", "localStorage visitor"]);
  await watched.context.close();
});

test("every route and the not-found page: no foreign request, no cookie, nothing stored", async () => {
  const paths = [...builtRoutes(session.dist).map((route) => route.path), "/no-such-page"];
  const watched = await openPage(session);
  const foreign = await blockForeignRequests(watched.context, HOST);
  const found: string[] = [];
  for (const path of paths) {
    const seen = watched.requests.length;
    await watched.page.goto(session.url + path);
    await waitForHydration(watched.page);
    await watched.page.waitForLoadState("networkidle");
    if (!watched.requests.slice(seen).some((url) => new URL(url).hostname === HOST)) found.push(`${path}: no request recorded at all`);
    for (const url of foreign.splice(0)) found.push(`${path}: request to ${url}`);
    for (const item of await storedState(watched.context, watched.page)) found.push(`${path}: ${item}`);
    // Each route starts clean, so whatever one stores is reported against that route alone.
    await watched.context.clearCookies();
    await watched.page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  }
  await watched.context.close();
  assert.equal(found, []);
});

test.run();
