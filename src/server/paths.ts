// Which file a request may be answered with, shared by both servers: one decoded, normalised path; never _headers or _deploy/; no links.
import { lstatSync, realpathSync, statSync } from "node:fs";
import { join, sep } from "node:path";

/** The folder of server configurations the build writes into dist/ (see src/pipeline/emit/deploy/). */
export const DEPLOY_DIR = "_deploy";

/** Names in dist/ that are for the host, never for visitors: refused as any segment of a path, in any case. */
export const NEVER_SERVED: readonly string[] = ["_headers", "_redirects", DEPLOY_DIR];

/**
 * The path of a request target, still percent-encoded; "" (which names no file) when it has none. "//x" is a path here,
 * not a host: the URL parser alone would read it as protocol-relative and answer for "/".
 */
export function requestPath(target: string | undefined): string {
  const url = target ?? "/";
  try {
    return new URL(url.startsWith("/") ? `http://localhost${url}` : url).pathname;
  } catch {
    return "";
  }
}

/**
 * The names under the root a URL path may serve, "/"-separated, in order: /for-kuwait serves for-kuwait or
 * for-kuwait/index.html, /for-kuwait/ only the latter. Undefined for a path that must not be served under any spelling:
 * undecodable, NUL, or naming _headers or _deploy/ in any case (case-insensitive file systems would open it).
 */
export function candidateNames(urlPath: string): string[] | undefined {
  if (!urlPath.startsWith("/")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const segments: string[] = [];
  // Backslashes too: %5C decodes to one, and Windows would read it as a separator.
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === "..") segments.pop();
    else if (segment && segment !== ".") segments.push(segment);
  }
  if (segments.some((segment) => NEVER_SERVED.includes(segment.toLowerCase()))) return undefined;
  const name = segments.join("/");
  const index = name ? `${name}/index.html` : "index.html";
  return !name || /[/\\]$/.test(decoded) ? [index] : [name, index];
}

const realPath = (path: string): string | undefined => {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
};

/** True when every component below the root is a real directory and the last a regular file: lstat never follows a link. */
const plainFile = (root: string, name: string): boolean => {
  const parts = name.split("/");
  try {
    return parts.every((_, at) => {
      const stats = lstatSync(join(root, ...parts.slice(0, at + 1)));
      return at === parts.length - 1 ? stats.isFile() : stats.isDirectory();
    });
  } catch {
    return false;
  }
};

/** The same file as the root's _headers, however it was spelt (case folding, Unicode normalisation, hard links). */
const isHeadersFile = (root: string, file: string): boolean => {
  try {
    const a = statSync(file, { bigint: true });
    const b = statSync(join(root, "_headers"), { bigint: true });
    return a.dev === b.dev && a.ino === b.ino;
  } catch {
    return false;
  }
};

/** The file a URL path maps to, or undefined. /for-kuwait and /for-kuwait/ both serve for-kuwait/index.html. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const names = candidateNames(urlPath);
  const real = names && realPath(root);
  if (!names || !real) return undefined;
  for (const name of names) {
    if (!plainFile(real, name)) continue;
    const file = join(real, name);
    // A second opinion on the links plainFile refused, as the real path: it must stay under the real root.
    if (!realPath(file)?.startsWith(real + sep) || isHeadersFile(real, file)) return undefined;
    return file;
  }
  return undefined;
}
