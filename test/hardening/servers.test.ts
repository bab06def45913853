// Both HTTP servers under hostile requests: odd paths, other methods, _headers in any spelling, links, foreign Host headers.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { DevServer } from "../../scripts/dev/server";
import { guarded } from "../../src/server/guarded";
import { startServer } from "../../src/server/static-server";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("hardening: servers");

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request with exactly this path, method and Host (fetch would normalise the path and refuses to set Host). */
function ask(base: string, path: string, { method = "GET", host }: { method?: string; host?: string | null } = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const headers: Record<string, string> = host ? { host } : {};
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method, headers, agent: false, setHost: host !== null }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** The dev server tags each page with its build number, which a rebuild in between may change. */
const page = (answer: Answer) => answer.body.replace(/\?build=\d+/, "");

const OTHER_METHODS = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"];
const HOSTILE_NAMES = ["/__proto__/", "/__proto__", "/toString", "/constructor", "/hasOwnProperty", "/valueOf/"];
const HEADERS_SPELLINGS = ["/_headers", "/_header%73", "/%5fheaders", "/%5Fheaders", "/_headers/", "/./_headers", "//_headers", "/_HEADERS", "/x/..%2f_headers", "/%2e/_headers"];

// --- the static server, over a dist/ written here, beside a folder it must never serve from ---
let scratch: string;
let dist: string;
test.before(() => {
  scratch = mkdtempSync(join(tmpdir(), "servers-"));
  dist = join(scratch, "dist");
  const outside = join(scratch, "outside");
  mkdirSync(join(dist, "sub"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(dist, "index.html"), "<!DOCTYPE html><title>home</title>\n");
  writeFileSync(join(dist, "sub/index.html"), "<!DOCTYPE html><title>sub</title>\n");
  writeFileSync(join(dist, "404.html"), "<!DOCTYPE html><title>not found</title>\n");
  writeFileSync(join(dist, "x.constructor"), "data\n");
  writeFileSync(join(dist, "broken"), "a file whose rule is broken\n");
  // "Bad Name" is no valid header name: setHeader throws, as any bug in a handler might.
  writeFileSync(join(dist, "_headers"), "/*\n  X-Rule: yes\n/broken\n  Bad Name: x\n");
  writeFileSync(join(outside, "secret.txt"), "secret\n");
  symlinkSync(join(outside, "secret.txt"), join(dist, "passwd.txt"));
  symlinkSync(outside, join(dist, "linked"));
  symlinkSync(join(dist, "index.html"), join(dist, "alias.html"));
});
test.after(() => rmSync(scratch, { recursive: true, force: true }));

async function withStatic(check: (url: string) => Promise<void>) {
  const { server, url } = await startServer(dist, 0);
  try {
    await check(url);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Collects what a test writes to stderr instead of printing it. */
async function quietly(run: () => Promise<void>): Promise<string> {
  const write = process.stderr.write.bind(process.stderr);
  let written = "";
  process.stderr.write = (chunk: string | Uint8Array) => ((written += String(chunk)), true);
  try {
    await run();
  } finally {
    process.stderr.write = write;
  }
  return written;
}

test("static server: the 404 page for prototype names, and it keeps serving", () =>
  withStatic(async (url) => {
    const missing = await ask(url, "/no-such-page");
    assert.is(missing.status, 404);
    assert.is(missing.body, "<!DOCTYPE html><title>not found</title>\n");
    for (const path of HOSTILE_NAMES) {
      const answer = await ask(url, path);
      assert.is(answer.status, 404, path);
      assert.is(answer.body, missing.body, path);
    }
    assert.is((await ask(url, "/")).status, 200);
  }));

test("static server: an exception in the handler answers 500 plain text, logs one line, and the server keeps serving", () =>
  withStatic(async (url) => {
    let broken: Answer | undefined;
    const logged = await quietly(async () => void (broken = await ask(url, "/broken")));
    assert.is(broken!.status, 500);
    assert.is(broken!.headers["content-type"], "text/plain; charset=utf-8");
    assert.is(broken!.headers["x-rule"], undefined, "headers set before the exception are dropped");
    assert.is(broken!.body, "internal server error\n");
    assert.is(logged.split("\n").filter(Boolean).length, 1, logged);
    assert.match(logged, /^static server: GET "\/broken": /);
    const home = await ask(url, "/");
    assert.is(home.status, 200);
    assert.is(home.body, "<!DOCTYPE html><title>home</title>\n");
  }));

test("guarded: a throwing handler answers 500 and stays up; the stack only with DEBUG", async () => {
  const server = createServer(guarded("test server", () => { throw new Error("boom\nsecond line"); }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const debug = process.env.DEBUG;
  try {
    delete process.env.DEBUG;
    const plain = await quietly(async () => assert.is((await ask(url, "/")).status, 500));
    assert.is(plain, 'test server: GET "/": boom\n');
    process.env.DEBUG = "1";
    const verbose = await quietly(async () => assert.is((await ask(url, "/again")).body, "internal server error\n"));
    assert.match(verbose, /^test server: GET "\/again": boom\nError: boom\nsecond line\n\s+at /);
  } finally {
    if (debug === undefined) delete process.env.DEBUG;
    else process.env.DEBUG = debug;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test("static server: only GET and HEAD; every other method gets 405 with Allow: GET, HEAD", () =>
  withStatic(async (url) => {
    for (const method of OTHER_METHODS) {
      const answer = await ask(url, "/", { method });
      assert.is(answer.status, 405, method);
      assert.is(answer.headers.allow, "GET, HEAD", method);
      assert.ok(answer.body.length < 40, method);
    }
    const head = await ask(url, "/", { method: "HEAD" });
    assert.is(head.status, 200);
    assert.is(head.body, "");
  }));

test("static server: _headers is the 404 page under every spelling", () =>
  withStatic(async (url) => {
    for (const path of HEADERS_SPELLINGS) {
      const answer = await ask(url, path);
      assert.is(answer.status, 404, path);
      assert.is(answer.body, "<!DOCTYPE html><title>not found</title>\n", path);
    }
  }));

test("static server: nothing reached through a symbolic link, to a file or a folder, inside or outside the root", () =>
  withStatic(async (url) => {
    for (const path of ["/passwd.txt", "/linked/secret.txt", "/linked/", "/alias.html"]) {
      const answer = await ask(url, path);
      assert.is(answer.status, 404, path);
      assert.not.match(answer.body, /secret/, path);
    }
    assert.is((await ask(url, "/sub")).body, "<!DOCTYPE html><title>sub</title>\n", "real folders still serve their index.html");
  }));

test("static server: content types are looked up as own keys only", () =>
  withStatic(async (url) => {
    const answer = await ask(url, "/x.constructor");
    assert.is(answer.status, 200);
    assert.is(answer.headers["content-type"], "application/octet-stream");
  }));

test("static server: any Host header is answered, as a CDN does", () =>
  withStatic(async (url) => {
    assert.is((await ask(url, "/", { host: "evil.example" })).status, 200);
  }));

// --- the dev server, over a throwaway project, started once by the first test that needs it ---
let project: string | undefined;
let outside: string | undefined;
let dev: Promise<DevServer> | undefined;
const devServer = () => {
  if (!dev) {
    project = tempProject("fixture", { code: true });
    writeFileSync(join(project, "public/x.constructor"), "data\n");
    // The project's own copy: its builder child compiles the JSX in src/ only with the tsconfig.json of the folder it runs in.
    const server = import(join(project, "scripts/dev/server.ts")) as Promise<typeof import("../../scripts/dev/server")>;
    dev = server.then(async ({ startDevServer }) => {
      const started = await startDevServer(project!, 0, () => undefined);
      // After the first build, which refuses links: the server must refuse them on its own, whatever the build last saw.
      outside = mkdtempSync(join(tmpdir(), "servers-outside-"));
      writeFileSync(join(outside, "secret.txt"), "secret\n");
      symlinkSync(join(outside, "secret.txt"), join(project!, "public/passwd.txt"));
      symlinkSync(outside, join(project!, "public/linked"));
      return started;
    });
  }
  return dev;
};
test.after(async () => {
  await (await dev?.catch(() => undefined))?.close();
  if (project) removeProject(project);
  if (outside) rmSync(outside, { recursive: true, force: true });
});

test("dev server: the 404 page for prototype names, and it keeps serving", async () => {
  const { url } = await devServer();
  const missing = await ask(url, "/no-such-page");
  assert.is(missing.status, 404);
  for (const path of HOSTILE_NAMES) {
    const answer = await ask(url, path);
    assert.is(answer.status, 404, path);
    assert.is(page(answer), page(missing), path);
  }
  assert.is((await ask(url, "/")).status, 200);
});

test("dev server: only GET and HEAD, for pages and for /__dev/*; every other method gets 405 with Allow: GET, HEAD", async () => {
  const { url } = await devServer();
  for (const path of ["/", "/__dev/events", "/__dev/client.js"]) {
    for (const method of OTHER_METHODS) {
      const answer = await ask(url, path, { method });
      assert.is(answer.status, 405, `${method} ${path}`);
      assert.is(answer.headers.allow, "GET, HEAD", `${method} ${path}`);
      assert.ok(answer.body.length < 40, `${method} ${path}`);
    }
  }
  const head = await ask(url, "/__dev/events", { method: "HEAD" });
  assert.is(head.status, 200);
  assert.is(head.headers["content-type"], "text/event-stream");
});

test("dev server: _headers is the 404 page under every spelling", async () => {
  const { url } = await devServer();
  writeFileSync(join(project!, "public/_headers"), "/*\n  X-Leak: yes\n");
  try {
    const missing = await ask(url, "/no-such-page");
    for (const path of HEADERS_SPELLINGS) {
      const answer = await ask(url, path);
      assert.is(answer.status, 404, path);
      assert.is(page(answer), page(missing), path);
    }
  } finally {
    rmSync(join(project!, "public/_headers"));
  }
});

test("dev server: nothing in public/ reached through a symbolic link", async () => {
  const { url } = await devServer();
  for (const path of ["/passwd.txt", "/linked/secret.txt", "/linked/"]) {
    const answer = await ask(url, path);
    assert.is(answer.status, 404, path);
    assert.not.match(answer.body, /secret/, path);
  }
  assert.is((await ask(url, "/x.constructor")).headers["content-type"], "application/octet-stream");
});

test("dev server: only its own loopback Host names are answered; others get 403 naming the allowed ones", async () => {
  const { url } = await devServer();
  const port = new URL(url).port;
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
    assert.is((await ask(url, "/", { host })).status, 200, host);
  }
  for (const host of ["evil.example", `evil.example:${port}`, "127.0.0.1", `localhost:${Number(port) + 1}`, null]) {
    for (const path of ["/", "/__dev/events", "/__dev/client.js"]) {
      const answer = await ask(url, path, { host });
      assert.is(answer.status, 403, `${host} ${path}`);
      assert.is(answer.headers["content-type"], "text/plain; charset=utf-8");
      assert.is(answer.body, `403: this preview answers only http://127.0.0.1:${port}/ and http://localhost:${port}/\n`);
    }
  }
});

test.run();
