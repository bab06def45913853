// The build after a clean check: bundle, render every file, write them beside dist/, then swap dist/ in.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { bundleClient, type Bundle } from "./bundle";
import { Staging } from "./staging";

/** Renders the site's files for the given entry scripts (see renderSite in check-and-render.ts). */
export type Render = (scripts: string[]) => Promise<{ files: Map<string, string>; pages: number; binary?: Map<string, Uint8Array> }>;

export interface BuildResult {
  files: number;
  bundle: Bundle;
  /** Set when the site was written but the previous build could not be deleted. */
  note?: string;
}

/** Everything that can fail happens before the swap, including the metafile: a failure leaves dist/ as it was. */
/** `extra`: made files (resized photos) by their path under dist/. */
export async function writeSite(root: string, outDir: string, render: Render, metafilePath: string, extra: Map<string, Uint8Array> = new Map()): Promise<BuildResult> {
  const staging = new Staging(outDir);
  try {
    staging.copyDir(join(root, "public"));
    for (const [path, bytes] of extra) staging.write(path, bytes);
    const bundle = await bundleClient(root, staging.dir);
    const { files, pages, binary } = await render([bundle.entry]);
    for (const [path, text] of files) staging.write(path, text);
    for (const [path, data] of binary ?? []) staging.write(path, data);
    mkdirSync(dirname(metafilePath), { recursive: true });
    writeFileSync(metafilePath, JSON.stringify(bundle.metafile, null, 2));
    const note = staging.commit();
    return { files: pages, bundle, note };
  } catch (error) {
    staging.abandon();
    throw error;
  }
}
