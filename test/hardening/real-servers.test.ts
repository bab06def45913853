// npm start, and the real nginx and Caddy with the configs the build writes, under requests a visitor or a scanner
// sends: AVIF, a missing asset, other methods, names no file system holds, requests nginx refuses itself.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseHeaders } from "../../src/server/headers";
import { startServer } from "../../src/server/static-server";
import { startCaddy, startNginx, type Running } from "../deploy/support/servers";
import { requireTool } from "../helpers/tools";
import { builtSite } from "../helpers/site";

const test = suite("hardening: npm start, nginx and Caddy");
let dist: string;
let reference: { server: Server; url: string };
let servers: Running[] = [];
let pageHeaders: [string, string][] = [];

interface Raw { status: number; headers: Map<string, string>; body: string }

/** One request written on the socket exactly as given (no client library would send a NUL or leave out Host). */
function raw(url: string, head: string): Promise<Raw> {
  const { port, host } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(`${head.replace("{host}", host)}\r\nConnection: close\r\n\r\n`));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [top, ...rest] = text.split("\r\n\r\n");
      const [statusLine, ...lines] = top.split("\r\n");
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

test.before(async () => {
  requireTool("nginx");
  requireTool("Caddy");
  dist = mkdtempSync(join(tmpdir(), "real-servers-"));
  cpSync(await builtSite(), dist, { recursive: true });
  writeFileSync(join(dist, "assets/photo.avif"), Buffer.from("0000001c66747970617669660000000061766966", "hex"));
  pageHeaders = parseHeaders(readFileSync(join(dist, "_headers"), "utf8"))[0].headers;
  reference = await startServer(dist, 0);
  servers = [{ name: "npm start", url: reference.url, stop: async () => undefined }, await startNginx(dist), await startCaddy(dist)];
});
test.after(async () => {
  for (const server of servers) await server.stop();
  reference?.server.closeAllConnections();
  await new Promise((resolve) => reference?.server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

test("an AVIF file is sent as image/avif by npm start, nginx and Caddy", async () => {
  for (const server of servers) {
    const answer = await raw(server.url, "GET /assets/photo.avif HTTP/1.1\r\nHost: {host}");
    assert.is(answer.status, 200, server.name);
    assert.is(answer.headers.get("content-type"), "image/avif", server.name);
  }
});

test("a 404 under /assets/ is the 404 page with no-cache, never cached for a year", async () => {
  for (const server of servers) {
    for (const path of ["/assets/client-missing.js", "/assets/images/gone.jpg", "/assets/"]) {
      const answer = await raw(server.url, `GET ${path} HTTP/1.1\r\nHost: {host}`);
      assert.is(answer.status, 404, `${server.name} ${path}`);
      assert.is(answer.headers.get("cache-control"), "no-cache", `${server.name} ${path}`);
      assert.is(answer.headers.get("x-frame-options"), "DENY", `${server.name} ${path}`);
    }
  }
});

test("POST, PUT, DELETE, PATCH and TRACE get 405 from all three; npm start and Caddy say Allow: GET, HEAD", async () => {
  for (const server of servers) {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "TRACE"]) {
      const answer = await raw(server.url, `${method} /for-kuwait HTTP/1.1\r\nHost: {host}\r\nContent-Length: 0`);
      assert.is(answer.status, 405, `${server.name} ${method}`);
      if (server.name !== "nginx") assert.is(answer.headers.get("allow"), "GET, HEAD", `${server.name} ${method}`);
      assert.not.match(answer.body, /Filipino/, `${server.name} ${method}: not the page`);
    }
  }
});

test("a NUL or a 300-byte name is a 404 (nginx: its own 400), never a 500", async () => {
  const expected: Record<string, number> = { "npm start": 404, nginx: 400, caddy: 404 };
  for (const server of servers) {
    for (const path of ["/index.html%00", "/for-kuwait/index.html%00", "/%00"]) {
      const answer = await raw(server.url, `GET ${path} HTTP/1.1\r\nHost: {host}`);
      assert.is(answer.status, expected[server.name], `${server.name} ${path}`);
    }
    for (const path of [`/${"a".repeat(300)}`, `/${"%C3%A9".repeat(150)}`]) {
      const answer = await raw(server.url, `GET ${path} HTTP/1.1\r\nHost: {host}`);
      assert.is(answer.status, 404, `${server.name} ${path.slice(0, 20)}`);
    }
  }
});

test("nginx's own 400 answers (no Host, a NUL in the path) carry every security header of the pages", async () => {
  const nginx = servers.find((server) => server.name === "nginx")!;
  for (const head of ["GET / HTTP/1.1", "GET /a%00 HTTP/1.1\r\nHost: {host}", "GET / HTTP/1.1\r\nHost: a b"]) {
    const answer = await raw(nginx.url, head);
    assert.is(answer.status, 400, head);
    for (const [name, value] of pageHeaders) assert.is(answer.headers.get(name.toLowerCase()), value, `${head}: ${name}`);
  }
});

test.run();
