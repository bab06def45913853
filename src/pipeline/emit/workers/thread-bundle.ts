// The render threads' code and the build's own bundled by esbuild into the engine's .cache/threads/, by the engine's
// key, once for every site it builds: a thread then starts without tsx, whose loader sends every import through a hooks
// thread of its own (1 to 3 s of a thread's start at 1,700 pages), and a build loads its code from one file instead of
// some 200 through tsx.
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { cacheFolder, cachePath } from "../../cache";
import { prune } from "../bundle-cache";
import { listPageFiles } from "../../load/project";
import { bundledFile, bundleKey, bundleSignature, ENGINE, SIGNATURE } from "./bundle-key.mjs";
import { TSX_ENTRY } from "./jobs";
import { workerCount, workerSettingProblem } from "./pool";
import { startThread } from "./thread-argv";

const SOURCE = join(ENGINE, "src/pipeline/emit/workers/thread.ts");
/** The build's own code after its record was checked (src/pipeline/build.ts: run): build.mjs, see bundledFile. */
const BUILD_SOURCE = join(ENGINE, "src/pipeline/build.ts");
/** The build command whole (scripts/build/command.ts): command.mjs, which scripts/build/launch.mjs runs without tsx. */
const COMMAND_SOURCE = join(ENGINE, "scripts/build/command.ts");

/** A load thread's work (src/pipeline/load/load-thread.ts): load-thread.mjs. */
const LOAD_SOURCE = join(ENGINE, "src/pipeline/load/load-thread.ts");

const BUNDLE = {
  entryPoints: [SOURCE, BUILD_SOURCE, COMMAND_SOURCE, LOAD_SOURCE],
  entryNames: "[name]",
  absWorkingDir: ENGINE,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outExtension: { ".js": ".mjs" },
  // The packages bundled inside (bundler.mjs: YAML's parser) are CommonJS that require Node's own modules.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  logLevel: "silent",
} as const satisfies import("esbuild").BuildOptions;

/** esbuild and the plugin that names the packages by their files (bundler.mjs), in a thread of their own. */
const BUNDLER = new URL("./bundler.mjs", import.meta.url);

/**
 * `options` bundled in a thread of its own: the plugin's callbacks run on that thread's event loop, so esbuild goes on
 * while the build's own thread loads the YAML (synchronously: esbuild waited for it, a second of a cold build at
 * 1,700 pages). No tsx in that thread (see thread-argv.ts).
 */
function bundleAside(options: import("esbuild").BuildOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = startThread(BUNDLER, { workerData: options });
    worker.once("message", (outcome: { done: boolean; message?: string }) => (outcome.done ? resolve() : reject(new Error(outcome.message))));
    worker.once("error", reject);
    worker.once("exit", () => reject(new Error("the bundling thread stopped")));
  });
}

/**
 * The render thread's entry: the bundle in the cache of `code` (the engine's, see codeRoot), made now when missing
 * (esbuild, a second or two once per version of the code), or tsx's entry when it cannot be made: the threads are only
 * slower to start. The bundling starts before this returns, in a thread and a process of its own, while the build
 * goes on.
 */
export function threadEntry(code: string): Promise<URL> {
  try {
    const dir = cachePath(code, "threads");
    const entry = join(dir, bundleKey(), "thread.mjs");
    const made = bundledFile(code, "thread.mjs");
    if (made) return Promise.resolve(made);
    const aside = `${dirname(entry)}.${process.pid}`;
    rmSync(aside, { recursive: true, force: true });
    return bundleAside({ ...BUNDLE, outdir: aside })
      .then(() => {
        writeFileSync(join(aside, SIGNATURE), bundleSignature(aside, cacheFolder(code).secret));
        keep(aside, dirname(entry), code);
        prune(dir);
        return pathToFileURL(entry);
      })
      .catch(() => TSX_ENTRY);
  } catch {
    return Promise.resolve(TSX_ENTRY);
  }
}

/**
 * The bundle made `aside` put in its place, where a whole and signed bundle is found afterwards either way. Builds of
 * other sites share the folder and may be running from it: one that another build finished meanwhile is kept as it is
 * (the same code), and only a folder that is not whole and signed is replaced.
 */
function keep(aside: string, folder: string, code: string) {
  if (bundledFile(code, "thread.mjs")) return void rmSync(aside, { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
  renameSync(aside, folder);
}

/**
 * For a site whose page files will take render threads (see workerCount), their bundle started before the YAML is
 * loaded, in an object (a promise inside a promise would be awaited at once); none for a smaller site. `code`: where
 * the bundle is kept (see threadEntry).
 */
export function earlyThreadEntry(root: string, code: string): { entry: Promise<URL> } | undefined {
  try {
    if (workerSettingProblem() || workerCount(listPageFiles(root).length) === 0) return undefined;
  } catch {
    // pages/ unreadable: the build's load says so, in plain words.
    return undefined;
  }
  return { entry: threadEntry(code) };
}
