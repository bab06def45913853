// Gate: loading any route sends zero requests to a host other than the site's own and leaves zero cookies (and
// nothing in local or session storage: the saved language appears only once a visitor changes it). Here, that the
// checks catch each of those; every route is checked on the accessibility gate's walk (test/quality/accessibility.test.ts),
// which loads every route once for the accessibility, security and privacy gates.
import type { Server } from "node:http";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startServer } from "../../src/server/static-server";
import { openPage, startSession, stopSession, type Session } from "../helpers/browser";
import { FIXTURES } from "./support/fixtures";
import { blockForeignRequests, refuseForeignRequests, storedState } from "./support/privacy";

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

test("the walk's cheaper watch records the foreign request and the browser refuses it, the site's own requests pass (fixture)", async () => {
  const watched = await openPage(session);
  const foreign = await refuseForeignRequests(watched.context, watched.page, HOST);
  const failed: string[] = [];
  watched.page.on("requestfailed", (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  const page = await watched.page.goto(`${fixture.url}/`, { waitUntil: "load" });
  assert.is(page?.status(), 200);
  assert.equal(foreign, ["https://tracker.invalid/pixel.gif"]);
  // "inspector": refused by the browser's request blocking before any lookup, not failed for want of a network.
  assert.equal(failed, ["https://tracker.invalid/pixel.gif inspector"]);
  assert.ok(watched.requests.includes(`${fixture.url}/track.js`), "the site's own script loaded");
  await watched.context.close();
});

test.run();
