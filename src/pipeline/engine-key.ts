// What every cache keeps apart: a hash of the engine's source files (src/), the versions of the packages a step uses
// and NODE_ENV, so new code or a new library never reuses what older code made.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** A package's version: its package.json found above its entry (some, like wouter, do not export the file itself). */
function version(name: string): string {
  try {
    for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, "package.json");
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (manifest.name === name) return manifest.version ?? "unknown";
    }
  } catch {
    // Not resolvable from here: the key still holds every source file.
  }
  return "unknown";
}

/**
 * Each src/ folder's hash, computed once per process: kept on the global object, so the build's bundled code
 * (emit/workers/bundle-key.ts), a second copy of this module, does not read every source file again.
 */
const SOURCES = Symbol.for("engine-key: sources by folder");
const computed = ((globalThis as { [SOURCES]?: Map<string, string> })[SOURCES] ??= new Map<string, string>());

/** Every source file under src/ (not only one step's: a section, a schema or a helper shapes every result). */
function sourcesKey(): string {
  const src = join(import.meta.dirname, "..");
  const known = computed.get(src);
  if (known) return known;
  const hash = createHash("sha256");
  for (const name of readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) => /\.(tsx?|css|svg|json)$/.test(file)).sort()) {
    hash.update(name).update(readFileSync(join(src, name)));
  }
  const key = hash.digest("hex");
  computed.set(src, key);
  return key;
}

const keys = new Map<string, string>();

/** The engine's key for a step that uses `packages`: part of every cache key that step writes. */
export function engineKey(packages: readonly string[]): string {
  const label = packages.join(" ");
  const known = keys.get(label);
  if (known) return known;
  const key = createHash("sha256").update(sourcesKey()).update(packages.map((name) => `${name}@${version(name)}`).join(" ")).update(`NODE_ENV=${process.env.NODE_ENV ?? ""}`).digest("hex");
  keys.set(label, key);
  return key;
}
