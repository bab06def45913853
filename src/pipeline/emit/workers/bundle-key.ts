// Where the engine's bundled code is kept: .cache/threads/KEY/, KEY made of everything the bundle holds besides the sources' text.
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { cachePath } from "../../cache";
import { engineKey } from "../../engine-key";

/** The engine's folder (where its src/ and node_modules/ are): the bundle names its packages' files by their place. */
export const ENGINE = join(import.meta.dirname, "../../../..");

/**
 * The engine's sources, and everything the bundle holds besides: the packages' files by their place (so the
 * engine's folder and its lock file), esbuild's version, NODE_ENV.
 */
export function bundleKey(): string {
  const lock = join(ENGINE, "package-lock.json");
  return createHash("sha256")
    .update(engineKey(["esbuild"]))
    .update(ENGINE)
    .update(existsSync(lock) ? readFileSync(lock) : "")
    .digest("hex")
    .slice(0, 32);
}

/**
 * The build's own code bundled (build.mjs, made with the render threads' bundle) for this version of the engine, or
 * undefined: not made yet, or anything on its path a link (the cache's own trust is cachePath's).
 */
export function bundledBuild(root: string): URL | undefined {
  try {
    const threads = cachePath(root, "threads");
    const folder = join(threads, bundleKey());
    const file = join(folder, "build.mjs");
    return [threads, folder].every((dir) => lstatSync(dir).isDirectory()) && lstatSync(file).isFile() ? pathToFileURL(file) : undefined;
  } catch {
    return undefined;
  }
}
