// What each route's render told the build besides its bytes, by its render key: the hashes of the files it wrote (its
// document, its data), its stylesheet's CSS, its /go/ links and whether it names the consent script. Kept signed in
// .cache/ beside the output manifest, so that a rebuild whose output folder holds those files keeps them as they are,
// without reading the render back from .cache/render/ or hashing it.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { cacheFolder } from "../cache";
import { readSigned, writeSigned } from "../signed-file";

/** What a route's render tells the site's own files (see emitSiteFiles in site-files.ts). */
export interface Told {
  stylesheets: string[];
  records: [cta: string, target: string][];
  /** Whether the document names the consent script (its URL is part of the render key). */
  consent: boolean;
}

/** What emitSiteFiles asks of the build's output about each route, by its render key (routeKey in render-cache.ts). */
export interface RouteReplay {
  /**
   * What the route told, when the output holds each of its `files` (paths under dist/: its document, then its data
   * file) with the bytes the render of this key gave them: the files are then kept, unread. Undefined otherwise.
   */
  replay(key: string, files: string[]): Told | undefined;
  /** A route whose files were written by this build: kept for the next with their hashes as written. */
  note(key: string, files: string[], told: Told): void;
  /** Whether any route may be replayed: the output folder is as the last build left it, and its routes were kept. */
  readonly replays: boolean;
}

/** A format of the file this code does not read is ignored. */
const VERSION = 2;

/** [render key, the files' hashes, the stylesheets (by their index in the file's list), the /go/ links, the consent script named]. */
type Stored = [key: string, hashes: string[], stylesheets: number[], records: [string, string][], consent: 0 | 1];

const ledgerFile = (root: string, outDir: string) => {
  const { dir, secret } = cacheFolder(root);
  return { path: join(dir, `routes-${createHash("sha256").update(outDir).digest("hex").slice(0, 16)}.json`), secret };
};

/** The routes' records of the last build into `outDir` (none when missing, unsigned or altered), and this build's. */
export class RouteLedger implements RouteReplay {
  private readonly before = new Map<string, { hashes: string[]; told: Told }>();
  private readonly now = new Map<string, { files: string[]; hashes?: string[]; told: Told }>();

  /**
   * `keep`: keeps the named files when the output holds each with its hash (false: it holds none of them as given);
   * `hashOf`: the hash of a file as this build wrote it; `verified`: whether the output folder is as the last build
   * left it (otherwise no route is replayed).
   */
  constructor(
    private readonly root: string,
    private readonly outDir: string,
    private readonly keep: (files: [name: string, hash: string][]) => boolean,
    private readonly hashOf: (name: string) => string | undefined,
    private readonly verified = true,
  ) {
    try {
      const { path, secret } = ledgerFile(root, outDir);
      const text = readSigned(path, secret);
      if (!text) return;
      const stored = JSON.parse(text) as { version: number; stylesheets: string[]; routes: Stored[] };
      if (stored.version !== VERSION) return;
      for (const [key, hashes, stylesheets, records, consent] of stored.routes) this.before.set(key, { hashes, told: { stylesheets: stylesheets.map((index) => stored.stylesheets[index]), records, consent: consent === 1 } });
    } catch {
      this.before.clear();
    }
  }

  get replays(): boolean {
    return this.verified && this.before.size > 0;
  }

  replay(key: string, files: string[]): Told | undefined {
    const known = this.before.get(key);
    if (!known || known.hashes.length !== files.length || known.told.stylesheets.some((css) => typeof css !== "string")) return undefined;
    if (!this.keep(files.map((name, index) => [name, known.hashes[index]]))) return undefined;
    this.now.set(key, { files, hashes: known.hashes, told: known.told });
    return known.told;
  }

  note(key: string, files: string[], told: Told) {
    this.now.set(key, { files, told });
  }

  /** The render keys of this build's routes. */
  keys(): ReadonlySet<string> {
    return new Set(this.now.keys());
  }

  /** Writes this build's routes for the next (only these: a route gone is forgotten). Never throws: without it the next build reads the renders back. */
  save() {
    try {
      const stylesheets = new Map<string, number>();
      const index = (css: string) => stylesheets.get(css) ?? stylesheets.set(css, stylesheets.size).get(css)!;
      const routes: Stored[] = [];
      for (const [key, { files, hashes = files.map(this.hashOf), told }] of this.now) {
        if (hashes.some((hash) => hash === undefined)) continue;
        routes.push([key, hashes as string[], told.stylesheets.map(index), told.records, told.consent ? 1 : 0]);
      }
      const { path, secret } = ledgerFile(this.root, this.outDir);
      writeSigned(path, secret, JSON.stringify({ version: VERSION, stylesheets: [...stylesheets.keys()], routes }));
    } catch {
      // Only time is lost.
    }
  }
}
