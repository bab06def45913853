// The one static-file handler behind `npm start` and the dev server: files by URL path, _headers rules, 404.html, and
// the build's compressed copies (file.br, file.gz) for clients that accept them, as a CDN serves them.
import { lstatSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname } from "node:path";
import { compressible as isCompressible, contentType } from "./content-types";
import { chooseEncoding, ENCODINGS, type Encoding } from "./encoding";
import { applyHeaders, DEFAULT_CACHE_CONTROL, type HeaderRule } from "./headers";
import { candidateNames, requestPath, resolveFile } from "./paths";
import { redirectFor, type ParsedRedirect } from "./redirects";

export { contentType } from "./content-types";

/** The path whose header rules every not-found answer carries (what nginx's error_page and Caddy's handle_errors do). */
export const NOT_FOUND_PATH = "/404.html";

export interface Found {
  /** The file's name, for its content type. */
  name: string;
  body: string | Buffer;
  /** The build's compressed copy of the body in that encoding, when there is one. */
  encoded?: (encoding: Encoding) => Buffer | undefined;
}

/** Where files come from: a folder on disk or files held in memory, looked up by URL path. */
export type FileSource = (urlPath: string) => Found | undefined;

/** A regular file's bytes; undefined for a missing file or anything else (a link, a folder). */
const readPlain = (file: string): Buffer | undefined => {
  try {
    return lstatSync(file).isFile() ? readFileSync(file) : undefined;
  } catch {
    return undefined;
  }
};

/** A file resolved by resolveFile, with its compressed copies beside it. */
export const fileFound = (file: string): Found => ({
  name: file,
  body: readFileSync(file),
  encoded: (encoding) => readPlain(file + ENCODINGS[encoding]),
});

export const folderSource = (root: string): FileSource => (urlPath) => {
  const file = resolveFile(root, urlPath);
  return file ? fileFound(file) : undefined;
};

export const memorySource = (files: () => ReadonlyMap<string, string>): FileSource => (urlPath) => {
  const name = candidateNames(urlPath)?.find((candidate) => files().has(candidate));
  return name ? { name, body: files().get(name)! } : undefined;
};

export interface SiteOptions {
  /** Searched in order; the first that has the path answers. */
  sources: FileSource[];
  rules: () => readonly HeaderRule[];
  /** The _redirects rules, answered before any file. */
  redirects?: () => readonly ParsedRedirect[];
  /** The body for a path no source has (status 404; the path names its language), or, without a 404 page yet, another answer. */
  notFound: (urlPath: string) => Found & { status?: number };
  /** A last change to each HTML page served (the dev server adds its reload script). */
  html?: (text: string) => string;
}

export function siteHandler({ sources, rules, redirects, notFound, html }: SiteOptions) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const urlPath = requestPath(request.url);
    const query = request.url?.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
    const redirect = redirects && redirectFor(redirects(), urlPath, query);
    if (redirect) {
      applyHeaders(rules(), urlPath, response);
      response.setHeader("Location", redirect.location);
      response.setHeader("Cache-Control", DEFAULT_CACHE_CONTROL);
      response.setHeader("Content-Length", 0);
      response.writeHead(redirect.status);
      response.end();
      return;
    }
    let found: (Found & { status?: number }) | undefined;
    for (const source of sources) if ((found = source(urlPath))) break;
    const status = found ? 200 : (found = notFound(urlPath)).status ?? 404;
    // A missing file gets the 404 page's headers, not its path's: a 404 under /assets/ must not be cached for a year.
    applyHeaders(rules(), status === 404 ? NOT_FOUND_PATH : urlPath, response);
    const type = contentType(found.name);
    response.setHeader("Content-Type", type);
    if (!response.hasHeader("Cache-Control")) response.setHeader("Cache-Control", DEFAULT_CACHE_CONTROL);
    let body: string | Buffer = found.body;
    // A page the server changes (the dev server's reload script) is sent as it is; its compressed copies would be stale.
    const changed = html && extname(found.name) === ".html";
    if (changed) body = html(String(body));
    const compressible = isCompressible(type);
    if (compressible) response.setHeader("Vary", "Accept-Encoding");
    const encoding = compressible && !changed && found.encoded ? chooseEncoding(request.headers["accept-encoding"], found.encoded) : undefined;
    if (encoding) {
      response.setHeader("Content-Encoding", encoding.name);
      body = encoding.body;
    }
    response.setHeader("Content-Length", Buffer.byteLength(body));
    response.writeHead(status);
    response.end(request.method === "HEAD" ? undefined : body);
  };
}
