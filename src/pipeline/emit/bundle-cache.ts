// The browser bundle kept in .cache/bundle/ by everything esbuild reads (the project's src/, the packages' lock, the
// settings, the engine): a build with the same code copies the scripts instead of bundling them again.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hashInputs } from "../build-record";
import { engineKey } from "../engine-key.mjs";
import { bundleClient, bundleFiles, type Bundle } from "./bundle";

/** What esbuild reads from the project: its src/ and the package and compiler settings. */
const BUNDLED = ["src", "package-lock.json", "package.json", "tsconfig.json"];

/** Every file esbuild may read from the project (hashed as the build record hashes its inputs), with the engine (whose code holds the bundler's options). */
const bundleKey = (root: string) => createHash("sha256").update(engineKey(["esbuild"])).update(JSON.stringify(hashInputs(root, undefined, BUNDLED))).digest("hex").slice(0, 32);

/**
 * The bundle written into `outDir` (assets/…) from the cache in `dir` when it holds this code's, else bundled by
 * esbuild and kept there. `write`: how a kept script is written (the staging folder links what the last build has).
 */
export async function cachedBundle(root: string, outDir: string, dir: string, write: (path: string, bytes: Uint8Array) => void): Promise<Bundle> {
  const entry = join(dir, bundleKey(root));
  try {
    const kept = JSON.parse(readFileSync(join(entry, "bundle.json"), "utf8")) as Bundle;
    for (const name of bundleFiles(kept)) write(name, readFileSync(join(entry, name)));
    return kept;
  } catch {
    // Not kept (or not whole): bundled below.
  }
  const bundle = await bundleClient(root, outDir);
  try {
    const aside = `${entry}.${process.pid}`;
    rmSync(aside, { recursive: true, force: true });
    for (const name of bundleFiles(bundle)) {
      mkdirSync(join(aside, "assets"), { recursive: true });
      writeFileSync(join(aside, name), readFileSync(join(outDir, name)));
    }
    writeFileSync(join(aside, "bundle.json"), JSON.stringify(bundle));
    rmSync(entry, { recursive: true, force: true });
    renameSync(aside, entry);
    prune(dir);
  } catch {
    // The cache only saves time.
  }
  return bundle;
}

/** Entries kept: the code of a few recent checkouts (switching branches back and forth), not every edit of src/. */
const KEPT = 4;

/** The oldest entries (folders named by a 32-digit key) beyond `kept` deleted: the threads' bundles are kept the same way. */
export function prune(dir: string, kept = KEPT) {
  const entries = readdirSync(dir).filter((name) => /^[0-9a-f]{32}$/.test(name)).map((name) => ({ name, time: statSync(join(dir, name)).mtimeMs }));
  for (const { name } of entries.sort((a, b) => b.time - a.time).slice(kept)) rmSync(join(dir, name), { recursive: true, force: true });
}
