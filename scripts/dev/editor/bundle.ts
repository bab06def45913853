// The editor's browser code, bundled on its own into .cache/editor/: it never enters dist/ or the site's bundle.
import { readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { context, type BuildContext } from "esbuild";
import { cachePath } from "../../../src/pipeline/cache";

export interface EditorAssets {
  js: string;
  css: string;
}

/** Each file's size and modification time, or "gone". */
const stamp = (files: string[]) => files.map((file) => {
  try {
    const { size, mtimeMs } = statSync(file);
    return `${size}:${mtimeMs}`;
  } catch {
    return "gone";
  }
}).join("|");

/**
 * Rebuilt (incrementally) when the editor's script is asked for and a file the last build read has changed since, so
 * a change in src/editor/ shows on reload while a reload with nothing changed skips esbuild (a few hundred
 * milliseconds of processor time each); the stylesheet comes from that same build.
 */
export function editorBundler(root: string) {
  const outdir = cachePath(root, "editor", "assets");
  let built: Promise<BuildContext> | undefined;
  let last: Promise<EditorAssets> | undefined;
  /** The files the last good build read (esbuild's paths are from the working folder) and their stamps then. */
  let read: { inputs: string[]; stamps: string } | undefined;
  const rebuild = async (): Promise<EditorAssets> => {
    built ??= context({
      entryPoints: { editor: join(root, "src/editor/main.tsx") },
      bundle: true,
      format: "esm",
      target: "es2022",
      outdir,
      jsx: "automatic",
      jsxImportSource: "@emotion/react",
      // Section examples are what the editor adds a new section with: kept in (the site's bundle leaves them out).
      define: { "process.env.NODE_ENV": '"production"', "process.env.SECTION_EXAMPLES": '"on"' },
      loader: { ".svg": "dataurl" },
      logLevel: "silent",
      metafile: true,
    });
    const ctx = await built;
    read = undefined;
    const started = Date.now();
    const { metafile } = await ctx.rebuild();
    const inputs = Object.keys(metafile!.inputs).map((file) => resolve(file));
    // A file changed while esbuild was reading may be in the bundle as it was: not trusted, the next request rebuilds.
    if (inputs.every((file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < started)) read = { inputs, stamps: stamp(inputs) };
    return { js: readFileSync(join(outdir, "editor.js"), "utf8"), css: readFileSync(join(outdir, "editor.css"), "utf8") };
  };
  const unchanged = () => read !== undefined && stamp(read.inputs) === read.stamps;
  return (fresh: boolean): Promise<EditorAssets> => (last = (fresh && !unchanged()) || !last ? rebuild() : last);
}
