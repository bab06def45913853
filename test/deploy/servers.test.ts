// The nginx and Caddy configs the build writes, proven on the real servers: every route and file answers as `npm start`
// answers it (status, body, headers), a missing path gets 404.html with status 404, the host's files stay hidden,
// precompressed files are sent as they are, and each language's pages load in Chromium with zero CSP violations.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseHeaders } from "../../src/server/headers";
import { NEVER_SERVED } from "../../src/server/paths";
import { startServer } from "../../src/server/static-server";
import { requireTool } from "../helpers/tools";
import { openPage, startSession, stopSession, waitForHydration, type Session } from "../helpers/browser";
import { builtRoutes, languagePrefixOf } from "../quality/support/routes";
import { allProblems, watchSecurity } from "../quality/support/security-watch";
import { CADDY, NGINX, startCaddy, startNginx, versionOf, type Running } from "./support/servers";

const test = suite("deploy: nginx and Caddy serve dist/ as npm start does");
let session: Session;
let reference: { server: Server; url: string };
let servers: Running[] = [];
let paths: string[] = [];
let compared: string[] = [];

/** Every file a visitor may ask for, by URL path: dot files and the host's own files left out. */
function servedFiles(dist: string, under = ""): string[] {
  return readdirSync(join(dist, under)).flatMap((name) => {
    const path = under ? `${under}/${name}` : name;
    if (name.startsWith(".") || NEVER_SERVED.includes(name)) return [];
    return statSync(join(dist, path)).isDirectory() ? servedFiles(dist, path) : [`/${path}`];
  });
}

test.before(async () => {
  requireTool("nginx");
  requireTool("Caddy");
  session = await startSession();
  reference = await startServer(session.dist, 0);
  const routes = builtRoutes(session.dist).map((route) => route.path);
  paths = [...routes, ...routes.filter((path) => path !== "/").map((path) => `${path}/`), ...servedFiles(session.dist)];
  // The headers the rules set, plus what every server decides for itself and a visitor relies on.
  const ruleNames = parseHeaders(readFileSync(join(session.dist, "_headers"), "utf8")).flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
  compared = [...new Set([...ruleNames, "content-type", "cache-control", "content-encoding"])].sort();
  console.log(`  ${await versionOf(NGINX, ["-v"])}; caddy ${await versionOf(CADDY, ["version"])}`);
  servers = [await startNginx(session.dist), await startCaddy(session.dist)];
});
test.after(async () => {
  for (const server of servers) await server.stop();
  reference?.server.closeAllConnections();
  await new Promise((resolve) => reference?.server.close(resolve));
  await stopSession();
});

const get = (url: string) => fetch(url, { headers: { "accept-encoding": "gzip" } });
const pick = (headers: Headers) => Object.fromEntries(compared.map((name) => [name, headers.get(name)]));

test("every route and file: the same status, body and headers as npm start", async () => {
  assert.ok(paths.length > 40, `paths checked: ${paths.length}`);
  for (const server of servers) {
    for (const path of paths) {
      const [expected, actual] = await Promise.all([get(reference.url + path), get(server.url + path)]);
      assert.is(actual.status, 200, `${server.name} ${path}`);
      assert.is(expected.status, 200, `npm start ${path}`);
      assert.ok(Buffer.from(await actual.arrayBuffer()).equals(Buffer.from(await expected.arrayBuffer())), `${server.name} ${path}: body`);
      assert.equal(pick(actual.headers), pick(expected.headers), `${server.name} ${path}: headers`);
    }
  }
});

test("a missing path: 404.html with status 404 and the page headers; the host's files are never served", async () => {
  const notFound = readFileSync(join(session.dist, "404.html"));
  const hidden = ["/no-such-page", "/no-such.js", "/_headers", "/_HEADERS", "/_redirects", "/_deploy/nginx.conf", "/_deploy/Caddyfile", "/_Deploy/"];
  for (const server of [{ name: "npm start", url: reference.url }, ...servers]) {
    for (const path of hidden) {
      const response = await get(server.url + path);
      assert.is(response.status, 404, `${server.name} ${path}`);
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(notFound), `${server.name} ${path}: the 404 page`);
      const expected = await get(`${reference.url}/no-such-page`);
      assert.equal(pick(response.headers), pick(expected.headers), `${server.name} ${path}: headers`);
    }
  }
});

/** The raw bytes of a response, as they came over the wire (fetch would decompress them). */
const rawGet = (url: string, encoding: string) =>
  new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
    }).on("error", reject).end();
  });

/** Every /go/ path the built pages link to (a call to action that leaves the site). */
const goPaths = (dist: string) =>
  [...new Set(builtRoutes(dist).flatMap((route) => [...readFileSync(join(dist, route.file), "utf8").matchAll(/href="(\/go\/[^"?]+)"/g)].map((m) => m[1])))].sort();

test("redirects: and /go/ paths: the same status, Location and headers from npm start, nginx and Caddy", async () => {
  const booking = "https://example.com/book-a-call";
  const kuwait = encodeURIComponent("for-kuwait/cta/2");
  const campaign = "utm_source=news&utm_medium=email&utm_campaign=spring%20launch";
  const cases: [string, number, string][] = [
    ["/employers", 301, "/for-employers"],
    ["/employers/", 301, "/for-employers"],
    ["/agencies", 301, "/for-agencies"],
    ["/go/for-kuwait/cta/2", 302, `${booking}?utm_source=www.example.com&utm_medium=website&utm_campaign=for-kuwait&utm_content=${kuwait}`],
    // A visitor who came with a campaign: the page sends it on (src/app/loader.ts), the host keeps it.
    [`/go/for-kuwait/cta/2?${campaign}`, 302, `${booking}?${campaign}&utm_content=${kuwait}`],
  ];
  const gos = goPaths(session.dist);
  assert.ok(gos.length >= 15, `/go/ paths: ${gos.join(", ")}`);
  const page = await get(`${reference.url}/for-kuwait`);
  for (const server of [{ name: "npm start", url: reference.url }, ...servers]) {
    for (const [path, status, location] of cases) {
      const response = await fetch(server.url + path, { redirect: "manual" });
      assert.is(response.status, status, `${server.name} ${path}`);
      assert.is(response.headers.get("location"), location, `${server.name} ${path}`);
      assert.is(response.headers.get("content-security-policy"), page.headers.get("content-security-policy"), `${server.name} ${path}: the policy`);
    }
    for (const path of gos) {
      const response = await fetch(server.url + path, { redirect: "manual" });
      assert.is(response.status, 302, `${server.name} ${path}`);
      const target = new URL(response.headers.get("location") ?? "");
      const content = path.slice("/go/".length);
      assert.is(target.searchParams.get("utm_content"), content, `${server.name} ${path}`);
      assert.is(target.searchParams.get("utm_campaign"), content.split("/")[0], `${server.name} ${path}`);
    }
  }
});

test("each language's own not-found page: /de/… answers 404 with the German page from npm start, nginx and Caddy", async () => {
  for (const server of [{ name: "npm start", url: reference.url }, ...servers]) {
    for (const [path, lang] of [["/de/no-such-page", "de"], ["/de/assets/nothing.js", "de"], ["/no-such-page", "en"], ["/dex/nothing", "en"]]) {
      const response = await fetch(server.url + path);
      assert.is(response.status, 404, `${server.name} ${path}`);
      assert.match(await response.text(), `<html lang="${lang}"`, `${server.name} ${path}`);
    }
  }
});

test("a .gz (nginx, Caddy) or .br (Caddy) beside a file is sent as it is", async () => {
  const copy = mkdtempSync(join(tmpdir(), "deploy-precompressed-"));
  const started: Running[] = [];
  try {
    cpSync(session.dist, copy, { recursive: true });
    // Marked contents, so the bytes received can only have come from these files.
    const gz = gzipSync("precompressed gzip");
    const br = brotliCompressSync("precompressed brotli");
    writeFileSync(join(copy, "for-kuwait/index.html.gz"), gz);
    writeFileSync(join(copy, "for-kuwait/index.html.br"), br);
    started.push(await startNginx(copy), await startCaddy(copy));
    const [nginx, caddy] = started;
    assert.equal(await rawGet(`${nginx.url}/for-kuwait`, "gzip"), { encoding: "gzip", body: gz });
    assert.equal(await rawGet(`${caddy.url}/for-kuwait`, "gzip"), { encoding: "gzip", body: gz });
    assert.equal(await rawGet(`${caddy.url}/for-kuwait`, "br, gzip"), { encoding: "br", body: br });
  } finally {
    for (const server of started) await server.stop();
    rmSync(copy, { recursive: true, force: true });
  }
});

// Every route answers as npm start's does (above: status, body, headers), and every route loads under npm start's
// policy in the accessibility gate's walk; here, a browser on each real server: each language's home page, brotli and
// all, and a client-side navigation.
test("each language's home loads and hydrates in Chromium under each server's policy with zero violations or errors", async () => {
  const homes = [...new Set(builtRoutes(session.dist).map((route) => languagePrefixOf(route.path)))];
  assert.equal(homes.sort(), ["/", "/ar/", "/de/"]);
  for (const server of servers) {
    const watched = await openPage(session);
    const log = await watchSecurity(watched.context, watched.page);
    for (const path of homes) {
      const response = await watched.page.goto(server.url + path);
      assert.is(response?.status(), 200, `${server.name} ${path}`);
      await waitForHydration(watched.page);
    }
    // And one client-side navigation, which fetches a page's data file under the same policy (from an English page:
    // the last route visited may be another language's, whose footer links to its own pages).
    await watched.page.goto(`${server.url}/contact`);
    await waitForHydration(watched.page);
    await watched.page.locator('footer a[href="/for-kuwait"]').first().click();
    await watched.page.waitForURL(`${server.url}/for-kuwait`);
    await watched.page.waitForLoadState("networkidle");
    await watched.context.close();
    assert.equal(allProblems(log), [], server.name);
  }
});

test.run();
