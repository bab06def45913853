// A small static server for dist/ that behaves like a CDN: the headers from _headers, 404.html with status 404.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";

/** Content types by file extension, for this server and the dev server. */
export const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".json": "application/json",
  ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".webp": "image/webp",
  ".xml": "application/xml", ".txt": "text/plain; charset=utf-8", ".ico": "image/x-icon",
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

/** The file a URL path maps to, or undefined. /for-kuwait and /for-kuwait/ both serve for-kuwait/index.html. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const safe = normalize(path).replace(/^(\.\.[/\\])+/, "");
  if (safe.includes("\0")) return undefined;
  for (const candidate of [join(root, safe), join(root, safe, "index.html")]) {
    if (!candidate.startsWith(root)) return undefined;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export function startServer(root: string, port = 0, host = "127.0.0.1"): Promise<{ server: Server; url: string }> {
  const headersPath = join(root, "_headers");
  const rules = () => (existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, "utf8")) : []);
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = urlPath.endsWith("/_headers") ? undefined : resolveFile(root, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? join(root, "404.html");
    for (const rule of rules()) {
      if (rule.pattern.test(urlPath)) for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    const type = TYPES[extname(served)] ?? "application/octet-stream";
    response.setHeader("Content-Type", type);
    if (!response.hasHeader("Cache-Control")) response.setHeader("Cache-Control", "no-cache");
    // Text goes out gzip-compressed when the client accepts it, as every CDN does: what is measured here is what visitors get.
    const compressible = /^(text\/|application\/(json|xml)|image\/svg)/.test(type);
    const gzip = compressible && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (compressible) response.setHeader("Vary", "Accept-Encoding");
    if (gzip) response.setHeader("Content-Encoding", "gzip");
    response.writeHead(status);
    const body = request.method === "HEAD" || !existsSync(served) ? undefined : readFileSync(served);
    response.end(body && gzip ? gzipSync(body) : body);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actual}` });
    });
  });
}
