// A route's files written where they are rendered: its document and its data, each with the compressed copies a CDN
// would serve, into a staging folder the build made new (see Staging.direct). In a first build at 1,700 pages that is
// 10,000 files the build's own thread otherwise created, and 3,400 compressions otherwise done after the last page.
// The copies are made a batch of files at a time, and the rest when the build asks (writeCopies) before it takes the
// folder.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliQuality, compressedCopies } from "../compress";
import { contentHash } from "../output-manifest";
import type { RenderedPage } from "../render-cache";

/** Where a route's files go: the staging folder, the document's path under it, and the data file's with its JSON as the build made it. */
export interface PageOutput {
  dir: string;
  document: string;
  data?: [name: string, json: string];
}

/** A staging folder the render threads may write into (Staging.direct), and how the build learns what they wrote. */
export interface DirectOutput {
  dir: string;
  adopt(written: [name: string, hash: string][]): void;
}

/** A route whose files were written: what it tells the site's own files, and each file's hash (its copies follow it). */
export interface WrittenPage {
  stylesheets: string[];
  records: [cta: string, target: string][];
  /** Whether the document names the consent script. */
  consent: boolean;
  written: [name: string, hash: string][];
}

/**
 * Files written whose copies are still to make. Made in batches: brotli and gzip between two renders took 1.3 to
 * 1.6 ms a file at 1,700 pages (0.4 to 0.9 ms alone); in runs of 24 files a cold build took 16.93 s against 17.59 s,
 * CPU 27.6 against 28.6 s (medians of three alternated pairs on a slow hour): each compressor finds its code and
 * tables as the last one left them, not as React's rendering did.
 */
const waiting: [path: string, bytes: Uint8Array, name: string][] = [];
const COPY_BATCH = 24;

/** The compressed copies of every file written and still waiting for them: the build calls it before it takes the folder. */
export function writeCopies() {
  for (const [path, bytes, name] of waiting.splice(0)) for (const [suffix, copy] of compressedCopies(bytes, brotliQuality(name))) writeFileSync(path + suffix, copy);
}

/** Forgets the files still waiting: their build stopped, and its staging folder goes with it. */
export function dropCopies() {
  waiting.length = 0;
}

/**
 * Writes `rendered` and the route's other files into `output.dir`, their copies with the next batch (see writeCopies);
 * `consentUrl`: the consent script's URL.
 */
export function writePage(rendered: RenderedPage, output: PageOutput, consentUrl: string): WrittenPage {
  const files: [string, Uint8Array][] = [[output.document, rendered.html], ...(output.data ? [[output.data[0], Buffer.from(output.data[1], "utf8")] as [string, Uint8Array]] : [])];
  const written = files.map(([name, bytes]): [string, string] => {
    const path = join(output.dir, name);
    // Not remembered: a later build in the same process stages into a folder of the same name, made anew.
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    waiting.push([path, bytes, name]);
    return [name, contentHash(bytes)];
  });
  if (waiting.length >= COPY_BATCH) writeCopies();
  return { stylesheets: rendered.stylesheets, records: rendered.records, consent: namesScript(rendered.html, consentUrl), written };
}

/** Whether a page's document names the script at `url` (as its src, quoted). */
export const namesScript = (html: Uint8Array, url: string) => Buffer.from(html.buffer, html.byteOffset, html.byteLength).includes(`"${url}"`);
