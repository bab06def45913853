// A small static server for dist/ that behaves like a CDN: the headers from _headers, 404.html with status 404.
// It answers any Host header, as a CDN does; only the dev server refuses foreign hosts (see scripts/dev/server.ts).
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { requestPath, resolveFile } from "./serve-path";

export { candidateNames, requestPath, resolveFile } from "./serve-path";

/** Content types by file extension, for this server and the dev server; read them with contentType. */
export const TYPES: Readonly<Record<string, string>> = Object.freeze({
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".json": "application/json",
  ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".webp": "image/webp",
  ".xml": "application/xml", ".txt": "text/plain; charset=utf-8", ".ico": "image/x-icon",
});

/** Own keys only: a lookup on a plain object also sees inherited names (constructor, __proto__) for whatever name it is given. */
export const contentType = (name: string): string => {
  const extension = extname(name);
  return Object.hasOwn(TYPES, extension) ? TYPES[extension] : "application/octet-stream";
};

interface HeaderRule { pattern: RegExp; headers: [string, string][] }

/** Netlify/Cloudflare _headers: a path pattern line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else if (rules.length) {
      const at = line.indexOf(":");
      rules[rules.length - 1].headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

const plain = (response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
  response.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  response.end(`${text}\n`);
};

/**
 * Both servers' request handlers run inside this: only GET and HEAD are answered (the site is read-only), and an exception
 * answers 500 instead of stopping the server, with one line on stderr (the stack too when DEBUG is set).
 */
export function guarded(label: string, handle: (request: IncomingMessage, response: ServerResponse) => void): RequestListener {
  return (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return plain(response, 405, "405: method not allowed", { Allow: "GET, HEAD" });
    try {
      handle(request, response);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
      process.stderr.write(`${label}: ${request.method} ${JSON.stringify(request.url)}: ${message}\n`);
      if (process.env.DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
      if (response.headersSent) return void response.destroy();
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      plain(response, 500, "internal server error");
    }
  };
}

export function startServer(root: string, port = 0, host = "127.0.0.1"): Promise<{ server: Server; url: string }> {
  const headersPath = join(root, "_headers");
  const rules = () => (existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, "utf8")) : []);
  const server = createServer(guarded("static server", (request, response) => {
    const urlPath = requestPath(request.url);
    const file = resolveFile(root, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? resolveFile(root, "/404.html");
    for (const rule of rules()) {
      if (rule.pattern.test(urlPath)) for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    const type = contentType(served ?? "404.html");
    response.setHeader("Content-Type", type);
    if (!response.hasHeader("Cache-Control")) response.setHeader("Cache-Control", "no-cache");
    // Text goes out gzip-compressed when the client accepts it, as every CDN does: what is measured here is what visitors get.
    const compressible = /^(text\/|application\/(json|xml)|image\/svg)/.test(type);
    const gzip = compressible && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (compressible) response.setHeader("Vary", "Accept-Encoding");
    if (gzip) response.setHeader("Content-Encoding", "gzip");
    response.writeHead(status);
    const body = request.method === "HEAD" || !served ? undefined : readFileSync(served);
    response.end(body && gzip ? gzipSync(body) : body);
  }));
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actual}` });
    });
  });
}
