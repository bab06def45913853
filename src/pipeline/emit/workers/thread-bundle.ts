// The render threads' code and the build's own bundled by esbuild into .cache/threads/, by the engine's key: a thread
// then starts without tsx, whose loader sends every import through a hooks thread of its own (1 to 3 s of a thread's
// start at 1,700 pages), and the next build loads its code from one file instead of some 200 through tsx.
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "esbuild";
import { cacheFolder, cachePath } from "../../cache";
import { prune } from "../bundle-cache";
import { listPageFiles } from "../../load/project";
import { bundledFile, bundleKey, bundleSignature, ENGINE, SIGNATURE } from "./bundle-key.mjs";
import { TSX_ENTRY } from "./jobs";
import { workerCount, workerSettingProblem } from "./pool";

const SOURCE = join(ENGINE, "src/pipeline/emit/workers/thread.ts");
/** The build's own code after its record was checked (src/pipeline/build.ts: run): build.mjs, see bundledFile. */
const BUILD_SOURCE = join(ENGINE, "src/pipeline/build.ts");
/** The build command whole (scripts/build/command.ts): command.mjs, which scripts/build/launch.mjs runs without tsx. */
const COMMAND_SOURCE = join(ENGINE, "scripts/build/command.ts");

/**
 * The packages stay outside the bundle, named by their file (Node loads them as usual, once, lazily where the code
 * imports them lazily); the engine's sources keep the folder and address they read from import.meta.
 */
const ENGINE_FILES: Plugin = {
  name: "engine-files",
  setup(build) {
    const builtins = new Set(builtinModules);
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("node:") || builtins.has(args.path)) return { external: true };
      if (args.pluginData === ENGINE_FILES) return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: ENGINE_FILES });
      if (found.errors.length) return { errors: found.errors };
      // A package's JSON (a country list) goes into the bundle: Node imports JSON only when the import says so.
      return found.path.endsWith(".json") ? { path: found.path } : { path: pathToFileURL(found.path).href, external: true };
    });
    build.onLoad({ filter: /\.(tsx?|mjs)$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      // A pattern, not the words themselves: this file, bundled too, names them in its own code.
      const meta = /\bimport\.meta\.(dirname|url)\b/g;
      if (!meta.test(text)) return undefined;
      const own = text.replace(meta, (_all, what: string) => JSON.stringify(what === "url" ? pathToFileURL(args.path).href : dirname(args.path)));
      return { contents: own, loader: args.path.endsWith(".tsx") ? "tsx" : args.path.endsWith(".mjs") ? "js" : "ts" };
    });
  },
};

type Esbuild = typeof import("esbuild");

const BUNDLE = {
  entryPoints: [SOURCE, BUILD_SOURCE, COMMAND_SOURCE],
  entryNames: "[name]",
  absWorkingDir: ENGINE,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outExtension: { ".js": ".mjs" },
  plugins: [ENGINE_FILES],
  logLevel: "silent",
} as const satisfies import("esbuild").BuildOptions;

/**
 * The render thread's entry: the bundle in the project's cache, made now when missing (esbuild, a second or two once
 * per version of the code), or tsx's entry when it cannot be made: the threads are only slower to start. Given
 * `esbuild`, the bundling starts before this returns: esbuild works in a process of its own while the build goes on.
 */
export function threadEntry(root: string, esbuild?: Esbuild): Promise<URL> {
  try {
    const dir = cachePath(root, "threads");
    const entry = join(dir, bundleKey(), "thread.mjs");
    const made = bundledFile(root, "thread.mjs");
    if (made) return Promise.resolve(made);
    const aside = `${dirname(entry)}.${process.pid}`;
    rmSync(aside, { recursive: true, force: true });
    const options = { ...BUNDLE, outdir: aside };
    const bundled = esbuild ? esbuild.build(options) : import("esbuild").then(({ build }) => build(options));
    return bundled
      .then(() => {
        writeFileSync(join(aside, SIGNATURE), bundleSignature(aside, cacheFolder(root).secret));
        rmSync(dirname(entry), { recursive: true, force: true });
        renameSync(aside, dirname(entry));
        prune(dir);
        return pathToFileURL(entry);
      })
      .catch(() => TSX_ENTRY);
  } catch {
    return Promise.resolve(TSX_ENTRY);
  }
}

/**
 * For a site whose page files will take render threads (see workerCount), their bundle started before the YAML is
 * loaded, in an object (a promise inside a promise would be awaited at once); none for a smaller site.
 */
export async function earlyThreadEntry(root: string): Promise<{ entry: Promise<URL> } | undefined> {
  try {
    if (workerSettingProblem() || workerCount(listPageFiles(root).length) === 0) return undefined;
  } catch {
    // pages/ unreadable: the build's load says so, in plain words.
    return undefined;
  }
  return { entry: threadEntry(root, await import("esbuild")) };
}
