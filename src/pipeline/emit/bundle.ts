// Bundles the browser code with esbuild: minified ESM, split chunks, content-hashed names, metafile kept.
import { build, type Metafile } from "esbuild";
import { join } from "node:path";

/** The browser entry, relative to the project root. */
export const CLIENT_ENTRY = "src/app/client.tsx";

export interface Bundle {
  /** URL of the entry script, e.g. /assets/client-AB12CD34.js. */
  entry: string;
  metafile: Metafile;
}

export async function bundleClient(root: string, outDir: string): Promise<Bundle> {
  const result = await build({
    entryPoints: [join(root, CLIENT_ENTRY)],
    outdir: join(outDir, "assets"),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2020"],
    minify: true,
    sourcemap: false,
    legalComments: "none",
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    // Section examples (src/sections/*.tsx) serve the catalogue and editors, not visitors: left out of the bundle.
    define: { "process.env.NODE_ENV": '"production"', "process.env.SECTION_EXAMPLES": '"off"' },
    metafile: true,
    logLevel: "silent",
    absWorkingDir: root,
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint?.endsWith(CLIENT_ENTRY));
  if (!entry) throw new Error("esbuild produced no entry script");
  const file = entry[0].slice(entry[0].indexOf("assets/"));
  return { entry: `/${file}`, metafile: result.metafile };
}
