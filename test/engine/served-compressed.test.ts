// `npm start` serves the build's compressed copies as a CDN would: brotli to clients that accept it, gzip to those that
// accept only gzip, the file as it is otherwise; always with Vary: Accept-Encoding; never compressing per request.
import { request } from "node:http";
import type { Server } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { acceptedEncodings } from "../../src/server/encoding";
import { startServer } from "../../src/server/static-server";
import { builtSite } from "../helpers/site";

const test = suite("served compressed");
let server: Server;
let base = "";
let dist = "";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request, so the Accept-Encoding sent is exactly the one given (fetch adds its own). */
function get(path: string, acceptEncoding?: string, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    const req = request(base + path, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.before(async () => {
  dist = await builtSite();
  ({ server, url: base } = await startServer(dist, 0));
});

test.after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("a client that accepts br gets the build's .br copy with Content-Encoding: br and Vary", async () => {
  for (const accept of ["br", "gzip, deflate, br, zstd", "br;q=1.0, gzip;q=0.8"]) {
    const answer = await get("/", accept);
    assert.is(answer.status, 200);
    assert.is(answer.headers["content-encoding"], "br", accept);
    assert.is(answer.headers.vary, "Accept-Encoding");
    assert.is(answer.headers["content-type"], "text/html; charset=utf-8");
    assert.ok(answer.body.equals(readFileSync(join(dist, "index.html.br"))), "the build's own copy, byte for byte");
    assert.is(Number(answer.headers["content-length"]), answer.body.length);
  }
});

test("br is never sent to a client that did not name it, or refused it with q=0", async () => {
  for (const accept of ["gzip", "gzip, deflate", "br;q=0, gzip", "x-gzip", "*"]) {
    const answer = await get("/for-kuwait", accept);
    assert.is.not(answer.headers["content-encoding"], "br", accept);
  }
  const gzip = await get("/for-kuwait", "gzip, deflate");
  assert.is(gzip.headers["content-encoding"], "gzip");
  assert.ok(gzip.body.equals(readFileSync(join(dist, "for-kuwait/index.html.gz"))));
  for (const accept of [undefined, "", "identity", "*", "br;q=0"]) {
    const plain = await get("/for-kuwait", accept);
    assert.is(plain.headers["content-encoding"], undefined, String(accept));
    assert.ok(plain.body.equals(readFileSync(join(dist, "for-kuwait/index.html"))), String(accept));
    assert.is(plain.headers.vary, "Accept-Encoding");
  }
});

test("scripts, data, the 404 page and HEAD requests get the same treatment; images other than SVG are sent as they are", async () => {
  const home = readFileSync(join(dist, "index.html"), "utf8");
  const app = /data-app="([^"]+)"/.exec(home)?.[1] ?? "";
  const site = /data-site="([^"]+)"/.exec(home)?.[1] ?? "";
  for (const path of [app, site, "/favicon.svg", "/sitemap.xml"]) {
    const answer = await get(path, "br");
    assert.is(answer.headers["content-encoding"], "br", path);
    assert.ok(answer.body.equals(readFileSync(join(dist, `${path.slice(1)}.br`))), path);
  }
  const missing = await get("/no-such-page", "br");
  assert.is(missing.status, 404);
  assert.is(missing.headers["content-encoding"], "br");
  assert.ok(missing.body.equals(readFileSync(join(dist, "404.html.br"))));
  const head = await get("/", "br", "HEAD");
  assert.is(head.headers["content-encoding"], "br");
  assert.is(Number(head.headers["content-length"]), readFileSync(join(dist, "index.html.br")).length);
  assert.is(head.body.length, 0);
});

test("Accept-Encoding is read token by token, with its quality values", () => {
  assert.equal([...acceptedEncodings("gzip, deflate, br")], ["gzip", "deflate", "br"]);
  assert.equal([...acceptedEncodings("BR;q=0.5, gzip;q=0")], ["br"]);
  assert.equal([...acceptedEncodings("br;q=0.000, x-gzip")], ["gzip"]);
  assert.equal([...acceptedEncodings(undefined)], []);
  assert.equal([...acceptedEncodings(["gzip", "br"])], ["gzip", "br"]);
});

test.run();
