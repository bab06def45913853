// @ts-check
// Where the engine's bundled code is kept: .cache/threads/KEY/, KEY made of everything the bundle holds besides the
// sources' text. Plain JavaScript: the build command's launcher (scripts/build/launch.mjs) finds its bundle here
// before tsx is loaded.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { madeCache } from "../../cache-marker.mjs";
import { engineKey, folderKey } from "../../engine-key.mjs";

/** The engine's folder (where its src/ and node_modules/ are): the bundle names its packages' files by their place. */
export const ENGINE = join(import.meta.dirname, "../../../..");

/** Names another folder to keep the bundle in (see codeRoot): the tests' own, so theirs never meets the engine's. */
export const CODE_ROOT_ENV = "BUILD_CODE_ROOT";

/**
 * The folder whose .cache keeps the bundle: the engine's own, not the site's. The bundle is the engine's code, made
 * once per version of it, so every site the engine builds starts from it, a site's first build (no .cache yet) too.
 */
export const codeRoot = () => process.env[CODE_ROOT_ENV] || ENGINE;

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

/** The bundle folder's signature: an HMAC, with the cache's secret, of each file's name and bytes. */
export const SIGNATURE = "bundle.sig";

/**
 * The signature of every file in `folder` (each a file, not a link, or this throws).
 * @param {string} folder
 * @param {string} secret
 */
export function bundleSignature(folder, secret) {
  const hmac = createHmac("sha256", secret);
  for (const name of readdirSync(folder).filter((entry) => entry !== SIGNATURE).sort()) {
    const path = join(folder, name);
    if (!lstatSync(path).isFile()) throw new Error(`${path} is not a file`);
    hmac.update(`${name}\0`).update(createHash("sha256").update(readFileSync(path)).digest());
  }
  return hmac.digest();
}

/**
 * A file of the bundle for this version of the engine (thread.mjs, build.mjs: the build's own code, command.mjs: the
 * build command, load-thread.mjs: a load thread's), or undefined: not made yet, the cache not one the tools made,
 * anything on its path a link, or any file of the folder not as the tools signed it (a file planted by a checkout or
 * a pull is never run).
 * @param {string} root
 * @param {"thread.mjs" | "build.mjs" | "command.mjs" | "load-thread.mjs"} name
 */
export function bundledFile(root, name) {
  try {
    const cache = madeCache(root);
    if (!cache) return undefined;
    const threads = join(cache.dir, "threads");
    const folder = join(threads, bundleKey());
    const file = join(folder, name);
    const signature = join(folder, SIGNATURE);
    if (![threads, folder].every((dir) => lstatSync(dir).isDirectory()) || !lstatSync(file).isFile() || !lstatSync(signature).isFile()) return undefined;
    const signed = readFileSync(signature);
    const actual = bundleSignature(folder, cache.secret);
    return signed.length === actual.length && timingSafeEqual(signed, actual) ? pathToFileURL(file) : undefined;
  } catch {
    return undefined;
  }
}
