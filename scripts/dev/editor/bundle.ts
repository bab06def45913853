// The editor's browser code, bundled on its own into .cache/editor/: it never enters dist/ or the site's bundle.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { context, type BuildContext } from "esbuild";
import { cachePath } from "../../../src/pipeline/cache";

export interface EditorAssets {
  js: string;
  css: string;
}

/**
 * Rebuilt (incrementally) when the editor's script is asked for, so a change in src/editor/ shows on reload; the
 * stylesheet comes from that same build.
 */
export function editorBundler(root: string) {
  const outdir = cachePath(root, "editor", "assets");
  let built: Promise<BuildContext> | undefined;
  let last: Promise<EditorAssets> | undefined;
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
    });
    const ctx = await built;
    await ctx.rebuild();
    return { js: readFileSync(join(outdir, "editor.js"), "utf8"), css: readFileSync(join(outdir, "editor.css"), "utf8") };
  };
  return (fresh: boolean): Promise<EditorAssets> => (last = fresh || !last ? rebuild() : last);
}
