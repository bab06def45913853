// A route's files written where they are rendered: its document and its data, each with the compressed copies a CDN
// would serve, into a staging folder the build made new (see Staging.direct). In a first build at 1,700 pages that is
// 10,000 files the build's own thread otherwise created, and 3,400 compressions otherwise done after the last page.
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

/** Writes `rendered` and the route's other files with their copies into `output.dir`; `consentUrl`: the consent script's URL. */
export function writePage(rendered: RenderedPage, output: PageOutput, consentUrl: string): WrittenPage {
  const files: [string, Uint8Array][] = [[output.document, rendered.html], ...(output.data ? [[output.data[0], Buffer.from(output.data[1], "utf8")] as [string, Uint8Array]] : [])];
  const written = files.map(([name, bytes]): [string, string] => {
    const path = join(output.dir, name);
    // Not remembered: a later build in the same process stages into a folder of the same name, made anew.
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    for (const [suffix, copy] of compressedCopies(bytes, brotliQuality(name))) writeFileSync(path + suffix, copy);
    return [name, contentHash(bytes)];
  });
  return { stylesheets: rendered.stylesheets, records: rendered.records, consent: namesScript(rendered.html, consentUrl), written };
}

/** Whether a page's document names the script at `url` (as its src, quoted). */
export const namesScript = (html: Uint8Array, url: string) => Buffer.from(html.buffer, html.byteOffset, html.byteLength).includes(`"${url}"`);
