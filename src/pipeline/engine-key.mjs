// @ts-check
// What every cache keeps apart: a hash of the engine's source files (src/), the versions of the packages a step uses
// and (for the steps it can change) NODE_ENV, so new code or a new library never reuses what older code made. Plain
// JavaScript: the build command's launcher (scripts/build/launch.mjs) reads it before tsx is loaded.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/**
 * A package's version: its package.json found above its entry (some, like wouter, do not export the file itself).
 * @param {string} name
 */
export function packageVersion(name) {
  try {
    for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, "package.json");
      if (!existsSync(file)) continue;
      const manifest = /** @type {{ name?: string; version?: string }} */ (JSON.parse(readFileSync(file, "utf8")));
      if (manifest.name === name) return manifest.version ?? "unknown";
    }
  } catch {
    // Not resolvable from here: the key still holds every source file.
  }
  return "unknown";
}

/**
 * Each folder's hash, computed once per process: kept on the global object, so the build's bundled code (a second
 * copy of this module) does not read every source file again.
 */
const SOURCES = Symbol.for("engine-key: sources by folder");
const holder = /** @type {{ [SOURCES]?: Map<string, string> }} */ (globalThis);
const computed = (holder[SOURCES] ??= new Map());

/**
 * The hash of every source file under `dir` (code, styles, pictures, JSON), with its name.
 * @param {string} dir
 */
export function folderKey(dir) {
  const known = computed.get(dir);
  if (known) return known;
  const hash = createHash("sha256");
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => /\.(m?js|tsx?|css|svg|json)$/.test(file)).sort()) {
    hash.update(name).update(readFileSync(join(dir, name)));
  }
  const key = hash.digest("hex");
  computed.set(dir, key);
  return key;
}

/** @type {Map<string, string>} */
const keys = new Map();

/**
 * The engine's key for a step that uses `packages`: every source file under src/ (not only one step's: a section, a
 * schema or a helper shapes every result), the packages' versions, NODE_ENV. Part of every cache key that step writes.
 * @param {readonly string[]} packages
 */
export function engineKey(packages) {
  return keyed(`${packages.join(" ")}\0env`, () => createHash("sha256").update(codeKey(packages)).update(`NODE_ENV=${process.env.NODE_ENV ?? ""}`).digest("hex"));
}

/**
 * engineKey without NODE_ENV, for a step whose results do not depend on it (loading and checking the YAML: React is
 * not involved). The build and the dev server's builder run as production; the dev server's own process, its editor and
 * the scripts do not: with NODE_ENV in the load cache's key, each rewrote the cache under keys the others miss (a
 * build after opening the editor on a 1,700-page site parsed every page again).
 * @param {readonly string[]} packages
 */
export function codeKey(packages) {
  return keyed(packages.join(" "), () => createHash("sha256").update(folderKey(join(import.meta.dirname, ".."))).update(packages.map((name) => `${name}@${packageVersion(name)}`).join(" ")).digest("hex"));
}

/**
 * @param {string} label
 * @param {() => string} make
 */
function keyed(label, make) {
  const known = keys.get(label);
  if (known) return known;
  const key = make();
  keys.set(label, key);
  return key;
}
