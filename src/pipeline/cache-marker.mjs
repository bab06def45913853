// @ts-check
// The proof that the tools made the project's .cache folder: a marker naming the folder's own identity (device and
// inode) and a secret. Plain JavaScript: the build command's launcher checks it before tsx is loaded.
import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const CACHE_DIR = ".cache";
/** Written by the tools into the folder they made. */
export const CACHE_MARKER = ".made-by-tools.json";

/** @typedef {{ dev: number; ino: number; secret: string }} Marker */

/**
 * The marker in `dir`, or undefined: missing, a link, or not one the tools write.
 * @param {string} dir
 * @returns {Marker | undefined}
 */
export function readMarker(dir) {
  try {
    const file = join(dir, CACHE_MARKER);
    if (!lstatSync(file).isFile()) return undefined;
    const marker = /** @type {Partial<Marker>} */ (JSON.parse(readFileSync(file, "utf8")));
    return typeof marker.dev === "number" && typeof marker.ino === "number" && typeof marker.secret === "string" ? /** @type {Marker} */ (marker) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The project's cache folder and its secret when the tools made it (a real folder, not a link, whose marker names
 * it), else undefined. Reads only: cache.ts's cacheFolder is the one that makes or empties it.
 * @param {string} root
 * @returns {{ dir: string; secret: string } | undefined}
 */
export function madeCache(root) {
  try {
    const dir = join(root, CACHE_DIR);
    const stat = lstatSync(dir);
    const marker = stat.isDirectory() ? readMarker(dir) : undefined;
    return marker && marker.dev === stat.dev && marker.ino === stat.ino ? { dir, secret: marker.secret } : undefined;
  } catch {
    return undefined;
  }
}
