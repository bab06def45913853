// Bundles the browser code with esbuild: minified, content-hashed names, metafile kept. The app (ESM), the tiny loader
// each page names (a classic script), which fetches the app once the page has painted, and the consent banner's script.
import { build, type BuildOptions, type Metafile } from "esbuild";
import { basename, join } from "node:path";
import { schemaWordsPlugin } from "./schema-words";

/** The browser entries, relative to the project root. */
export const CLIENT_ENTRY = "src/app/client.tsx";
export const LOADER_ENTRY = "src/app/loader.ts";
export const CONSENT_ENTRY = "src/app/consent.ts";
const HOIST_STUB = "src/app/hoist-statics-stub.ts";
const SYNC_STORE = "src/app/sync-external-store.ts";

/** URLs of the two entry scripts, e.g. /assets/loader-AB12CD34.js and /assets/client-EF56GH78.js. */
export interface ClientScripts {
  loader: string;
  app: string;
  /** The consent banner's script: its URL and text, written only if a page names it (see site-files.ts). */
  consent: { url: string; text: string };
}

export interface Bundle {
  scripts: ClientScripts;
  metafile: Metafile;
}

export async function bundleClient(root: string, outDir: string): Promise<Bundle> {
  // A classic script (the page names it with defer), so it shares no chunk with the app: one small request before the
  // page has painted, not two.
  const loader = await build({ ...options(root, outDir), entryPoints: [join(root, LOADER_ENTRY)], format: "iife", splitting: false });
  // V8's explicit compile hint: nearly every function of the app runs as it hydrates, so Chromium compiles them all
  // while the file streams in, off the main thread, rather than one by one on first call (React's DOM renderer alone was
  // a task of 20-60 ms on this machine, about 15 ms with the hint). Other browsers read a comment.
  const app = await build({
    ...options(root, outDir),
    entryPoints: [join(root, CLIENT_ENTRY)],
    splitting: true,
    plugins: [schemaWordsPlugin],
    banner: { js: "//# allFunctionsCalledOnLoad" },
  });
  const metafile: Metafile = {
    inputs: { ...loader.metafile.inputs, ...app.metafile.inputs },
    outputs: { ...loader.metafile.outputs, ...app.metafile.outputs },
  };
  const url = (entryPath: string) => {
    const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint?.endsWith(entryPath));
    if (!entry) throw new Error(`esbuild produced no script for ${entryPath}`);
    return `/${distPath(entry[0])}`;
  };
  // Kept in memory: most sites never name it, and their dist/ stays as it was.
  const consent = await build({ ...options(root, outDir), entryPoints: [join(root, CONSENT_ENTRY)], format: "iife", splitting: false, write: false, metafile: false });
  const file = consent.outputFiles[0];
  const consentScript = { url: `/assets/${basename(file.path)}`, text: file.text };
  return { scripts: { loader: url(LOADER_ENTRY), app: url(CLIENT_ENTRY), consent: consentScript }, metafile };
}

/** An output of esbuild's metafile (a path under the folder it wrote into) as its path under dist/: assets/…. */
export const distPath = (output: string) => output.slice(output.indexOf("assets/"));

/** The bundle's files, by their paths under dist/. */
export const bundleFiles = (bundle: Bundle) => Object.keys(bundle.metafile.outputs).map(distPath);

const options = (root: string, outDir: string) =>
  ({
    outdir: join(outDir, "assets"),
    bundle: true,
    format: "esm",
    platform: "browser",
    target: ["es2022"],
    minify: true,
    sourcemap: false,
    legalComments: "none",
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    // Section examples (src/sections/*.tsx) serve the catalogue and editors, not visitors: left out of the bundle.
    define: { "process.env.NODE_ENV": '"production"', "process.env.SECTION_EXAMPLES": '"off"' },
    alias: { "hoist-non-react-statics": `./${HOIST_STUB}`, "use-sync-external-store/shim/index.js": `./${SYNC_STORE}` },
    metafile: true,
    logLevel: "silent",
    absWorkingDir: root,
  }) satisfies BuildOptions;
