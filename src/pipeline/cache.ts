// The one folder for what the tools keep between runs (validators, the bundle's metafile, dev and test builds), and
// the proof that the tools made it: a .cache that came with a checkout (or through a link) is never trusted.
import { randomBytes } from "node:crypto";
import { lstatSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { projectPath, UnsafePathError, writeProjectFile } from "./files/project-files";
import { CACHE_DIR, CACHE_MARKER, readMarker, type Marker } from "./cache-marker.mjs";

export { CACHE_DIR, CACHE_MARKER };

const trusted = new Map<string, Marker>();

/**
 * The project's cache folder, made trusted: a link is refused (nothing is read, written or deleted through it); a
 * folder whose marker does not name this very folder (a checkout, a copy, files committed by someone else) is emptied
 * first. A checkout cannot forge the marker: it cannot know the inode git will give the folder, nor the secret.
 */
export function cacheFolder(root: string): { dir: string; secret: string } {
  const key = resolve(root);
  const known = trusted.get(key);
  let dir: string;
  try {
    dir = projectPath(root, CACHE_DIR);
  } catch (error) {
    if (!(error instanceof UnsafePathError)) throw error;
    throw new UnsafePathError(`${CACHE_DIR} is a symbolic link: delete it, and the tools make a folder of their own (nothing is read, written or deleted through the link)`);
  }
  if (known) return { dir, secret: known.secret };
  mkdirSync(dir, { recursive: true });
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) throw new Error(`${CACHE_DIR} is not a folder: delete it; the tools make their own`);
  let marker = readMarker(dir);
  if (!marker || marker.dev !== stat.dev || marker.ino !== stat.ino) {
    // Entries are removed as they are: rm deletes a link itself, never what it points to.
    for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
    marker = { dev: stat.dev, ino: stat.ino, secret: randomBytes(32).toString("hex") };
    writeProjectFile(root, join(CACHE_DIR, CACHE_MARKER), JSON.stringify(marker));
  }
  trusted.set(key, marker);
  return { dir, secret: marker.secret };
}

/** A path in the trusted cache folder; the parts are the tools' own names, never a visitor's or an editor's. */
export const cachePath = (root: string, ...parts: string[]) => join(cacheFolder(root).dir, ...parts);
