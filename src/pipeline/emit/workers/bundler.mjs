// The threads' bundle made by esbuild in a thread of its own (thread-bundle.ts starts it with the options as workerData):
// the plugin's callbacks run on this thread's event loop, not on the build's, which the synchronous YAML load blocks.
// Plain JavaScript: the thread starts without tsx (a quarter to half a second of its start).
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { build } from "esbuild";

const builtins = new Set(builtinModules);

/**
 * The packages that stay outside the bundle: they load a native binary or a WebAssembly file from their own folder,
 * or are esbuild itself. Every other package goes into the bundle with the engine's code. Left outside, each thread's
 * loader would read them file by file and scan every CommonJS or unmarked .js file for its exports (Node's
 * cjs-module-lexer, run anew in each thread: its compile alone took 0.1 to 0.4 s of a thread's start); YAML's parser
 * is some seventy files, resolved, read and compiled one by one at every start.
 */
const OUTSIDE = /^(@resvg\/resvg-js|esbuild|sharp|subset-font|harfbuzzjs)(\/|$)/;

/**
 * The packages outside the bundle are named by their file (Node loads them as usual, once, lazily where the code
 * imports them lazily); the engine's sources keep the folder and address they read from import.meta.
 * @type {import("esbuild").Plugin}
 */
const ENGINE_FILES = {
  name: "engine-files",
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("node:") || builtins.has(args.path)) return { external: true };
      if (args.pluginData === ENGINE_FILES || !OUTSIDE.test(args.path)) return undefined;
      const found = await bundle.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: ENGINE_FILES });
      if (found.errors.length) return { errors: found.errors };
      return { path: pathToFileURL(found.path).href, external: true };
    });
    bundle.onLoad({ filter: /\.(tsx?|mjs)$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      // A pattern, not the words themselves: this file's own code names them.
      const meta = /\bimport\.meta\.(dirname|url)\b/g;
      if (!meta.test(text)) return undefined;
      const own = text.replace(meta, (_all, what) => JSON.stringify(what === "url" ? pathToFileURL(args.path).href : dirname(args.path)));
      return { contents: own, loader: args.path.endsWith(".tsx") ? "tsx" : args.path.endsWith(".mjs") ? "js" : "ts" };
    });
  },
};

try {
  await build({ ...workerData, plugins: [ENGINE_FILES] });
  parentPort?.postMessage({ done: true });
} catch (error) {
  parentPort?.postMessage({ done: false, message: error instanceof Error ? error.message : String(error) });
}
