// @ts-check
// Where the engine's bundled code is kept: .cache/threads/KEY/, KEY made of everything the bundle holds besides the
// sources' text. Plain JavaScript: the build command's launcher (scripts/build/launch.mjs) finds its bundle here
// before tsx is loaded.
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { madeCacheDir } from "../../cache-marker.mjs";
import { engineKey, folderKey } from "../../engine-key.mjs";

/** The engine's folder (where its src/ and node_modules/ are): the bundle names its packages' files by their place. */
export const ENGINE = join(import.meta.dirname, "../../../..");

/**
 * The engine's sources and the build command's (scripts/build/, bundled as command.mjs), and everything the bundle
 * holds besides: the packages' files by their place (so the engine's folder and its lock file), esbuild's version,
 * NODE_ENV.
 */
export function bundleKey() {
  const lock = join(ENGINE, "package-lock.json");
  return createHash("sha256")
    .update(engineKey(["esbuild"]))
    .update(folderKey(join(ENGINE, "scripts/build")))
    .update(ENGINE)
    .update(existsSync(lock) ? readFileSync(lock) : "")
    .digest("hex")
    .slice(0, 32);
}

/**
 * A file of the bundle for this version of the engine (build.mjs: the build's own code; command.mjs: the build
 * command), or undefined: not made yet, the cache not one the tools made, or anything on its path a link.
 * @param {string} root
 * @param {"build.mjs" | "command.mjs"} name
 */
export function bundledFile(root, name) {
  try {
    const cache = madeCacheDir(root);
    if (!cache) return undefined;
    const threads = join(cache, "threads");
    const folder = join(threads, bundleKey());
    const file = join(folder, name);
    return [threads, folder].every((dir) => lstatSync(dir).isDirectory()) && lstatSync(file).isFile() ? pathToFileURL(file) : undefined;
  } catch {
    return undefined;
  }
}
