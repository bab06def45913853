// Content types by file extension: what `npm start` and the dev server send, and what the nginx and Caddy configs copy.
import { extname } from "node:path";

/** A Map, not an object: a lookup must never see inherited names (constructor, __proto__). */
export const CONTENT_TYPES: ReadonlyMap<string, string> = new Map([
  [".html", "text/html; charset=utf-8"], [".js", "text/javascript; charset=utf-8"], [".json", "application/json"],
  [".css", "text/css"], [".svg", "image/svg+xml"], [".png", "image/png"], [".jpg", "image/jpeg"], [".webp", "image/webp"],
  [".avif", "image/avif"], [".gif", "image/gif"], [".woff2", "font/woff2"], [".woff", "font/woff"],
  [".webmanifest", "application/manifest+json"], [".xml", "application/xml"], [".txt", "text/plain; charset=utf-8"], [".ico", "image/x-icon"],
  // The build's compressed copies, when asked for by name (a server sends them as Content-Encoding otherwise).
  [".gz", "application/gzip"],
]);

export const DEFAULT_TYPE = "application/octet-stream";

export const contentType = (name: string): string => CONTENT_TYPES.get(extname(name)) ?? DEFAULT_TYPE;

/** Text worth compressing on the way out (every CDN does). */
export const compressible = (type: string) => /^(text\/|application\/(json|xml)|image\/svg)/.test(type);
