// The one static-file handler behind `npm start` and the dev server: files by URL path, _headers rules, 404.html, gzip.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname } from "node:path";
import { gzipSync } from "node:zlib";
import { compressible as isCompressible, contentType } from "./content-types";
import { applyHeaders, DEFAULT_CACHE_CONTROL, type HeaderRule } from "./headers";
import { candidateNames, requestPath, resolveFile } from "./paths";

export { contentType } from "./content-types";

export interface Found {
  /** The file's name, for its content type. */
  name: string;
  body: string | Buffer;
}

/** Where files come from: a folder on disk or files held in memory, looked up by URL path. */
export type FileSource = (urlPath: string) => Found | undefined;

export const folderSource = (root: string): FileSource => (urlPath) => {
  const file = resolveFile(root, urlPath);
  return file ? { name: file, body: readFileSync(file) } : undefined;
};

export const memorySource = (files: () => ReadonlyMap<string, string>): FileSource => (urlPath) => {
  const name = candidateNames(urlPath)?.find((candidate) => files().has(candidate));
  return name ? { name, body: files().get(name)! } : undefined;
};

export interface SiteOptions {
  /** Searched in order; the first that has the path answers. */
  sources: FileSource[];
  rules: () => readonly HeaderRule[];
  /** The body for a path no source has (status 404), or, without a 404 page yet, another answer. */
  notFound: () => Found & { status?: number };
  /** A last change to each HTML page served (the dev server adds its reload script). */
  html?: (text: string) => string;
}

export function siteHandler({ sources, rules, notFound, html }: SiteOptions) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const urlPath = requestPath(request.url);
    let found: (Found & { status?: number }) | undefined;
    for (const source of sources) if ((found = source(urlPath))) break;
    const status = found ? 200 : (found = notFound()).status ?? 404;
    applyHeaders(rules(), urlPath, response);
    const type = contentType(found.name);
    response.setHeader("Content-Type", type);
    if (!response.hasHeader("Cache-Control")) response.setHeader("Cache-Control", DEFAULT_CACHE_CONTROL);
    let body: string | Buffer = found.body;
    if (html && extname(found.name) === ".html") body = html(String(body));
    // Text goes out gzip-compressed when the client accepts it, as every CDN does: what is measured here is what visitors get.
    const compressible = isCompressible(type);
    const gzip = compressible && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (compressible) response.setHeader("Vary", "Accept-Encoding");
    if (gzip) response.setHeader("Content-Encoding", "gzip");
    response.writeHead(status);
    response.end(request.method === "HEAD" ? undefined : gzip ? gzipSync(body) : body);
  };
}
