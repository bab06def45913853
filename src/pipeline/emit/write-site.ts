// The build after a clean check: bundle, render every file, write them beside dist/ with their compressed copies,
// then swap dist/ in.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { cachePath } from "../cache";
import { bundleFiles, type Bundle, type ClientScripts } from "./bundle";
import { cachedBundle } from "./bundle-cache";
import { compressEarly, compressTree } from "./compress";
import type { WriteFile } from "./site-files";
import { Staging } from "./staging";
import { keepManifest, lastManifest } from "./output-manifest";
import { untouched } from "./output-folders";
import { RouteLedger, type RouteReplay } from "./route-ledger";
import { pruneRenders } from "./render-files";
import type { DirectOutput } from "./workers/written-page";

/**
 * Renders the site's files for the entry scripts (their promise: esbuild bundles them meanwhile), each told to
 * `write` as it is made, the routes the output holds as their render keys made them kept by `ledger` (see renderSiteTo
 * in check-and-render.ts); returns the routes' count.
 */
export type Render = (scripts: Promise<ClientScripts>, write: WriteFile, ledger: RouteReplay, direct?: DirectOutput) => Promise<number>;

export interface BuildResult {
  files: number;
  bundle: Bundle;
  /** Set when the site was written but the previous build could not be deleted. */
  note?: string;
  /** The signature of the output folder's manifest, when it was kept (the build record checks the folder by it). */
  manifest?: string;
}

/** Everything that can fail happens before the swap, including the metafile: a failure leaves dist/ as it was. */
/** `extra`: made files (resized photos) by their path under dist/; `skip`: files of public/ not to publish (their originals). */
export async function writeSite(root: string, outDir: string, render: Render, metafilePath: string, extra: Map<string, Uint8Array> = new Map(), skip: ReadonlySet<string> = new Set()): Promise<BuildResult> {
  // The output folder exactly as the last build left it: only the files whose bytes change are written, in place.
  const last = lastManifest(root, outDir);
  const checked = last.checked;
  // A previous build's compressed copies are linked only when made as this build would make them (a new engine may
  // compress otherwise: a fresh build and a rebuild must give the same bytes).
  const staging = new Staging(outDir, checked?.files, last.sameSettings);
  const ledger = new RouteLedger(root, outDir, (files) => staging.keep(files), (name) => staging.hashes.get(name), checked !== undefined);
  let bundling: Promise<Bundle> | undefined;
  try {
    staging.copyDir(join(root, "public"), skip);
    for (const [path, bytes] of extra) staging.write(path, bytes);
    // Staged, the photos need not stay in memory while thousands of pages are rendered.
    extra.clear();
    // The render threads start and the cards are drawn while esbuild bundles the browser's scripts (only the pages
    // name them).
    bundling = cachedBundle(root, staging.dir, cachePath(root, "bundle"), (path, bytes) => staging.write(path, bytes));
    bundling.catch(() => undefined);
    // Their smallest copies (a second of brotli for the app's) made beside the pages, not after the last of them.
    void bundling.then((made) => compressEarly(staging.dir, bundleFiles(made), cachePath(root, "compressed"))).catch(() => undefined);
    // Written as they come: a site of thousands of pages is never held in memory whole.
    const pages = await render(bundling.then((made) => made.scripts), (path, content) => staging.write(path, content), ledger, staging.direct());
    const bundle = await bundling;
    // The bundle, public/ and the photos were written whole: those the previous build has byte for byte are kept.
    staging.settle();
    // Once, at build time, as a CDN would serve them: the servers never compress per request.
    await compressTree(staging.dir, cachePath(root, "compressed"), staging.previous, staging.compressed);
    mkdirSync(dirname(metafilePath), { recursive: true });
    writeFileSync(metafilePath, JSON.stringify(bundle.metafile, null, 2));
    const note = staging.commit(cachePath(root, "trash"));
    ledger.save();
    pruneRenders(cachePath(root, "render"), ledger.keys());
    const { placed } = staging;
    // Written in place: the folders the commit touched moved, and are listed next time; the others keep their states.
    const folders = placed && checked ? untouched(checked.folders, [...placed.placed, ...placed.removed]) : undefined;
    return { files: pages, bundle, note, manifest: keepManifest(root, outDir, staging.states(), staging.hashes, folders) };
  } catch (error) {
    // esbuild writes into the staging folder until it is done: removed after it.
    await bundling?.catch(() => undefined);
    staging.abandon();
    throw error;
  }
}
