// Rendered pages kept in .cache/render/ by everything that shapes them: a rebuild renders only the pages whose data,
// site data, scripts or engine code changed, and takes every other page's HTML, styles and /go/ links from there.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { engineKey } from "../engine-key";
import type { Rendered } from "./render";

/** What a render gives: the document, its inline styles (for the CSP) and the /go/ links it recorded, in order. */
export interface CachedRender extends Rendered {
  records: [cta: string, target: string][];
}

/** The renderer's own packages: a new React or emotion may write other bytes from the same data. */
const PACKAGES = ["react", "react-dom", "@emotion/react", "@emotion/server", "@emotion/cache", "wouter"];

/** The key of one render: the engine and every input renderRoute reads (the site data through its content-hashed URL). */
export const renderKey = (inputs: unknown) => createHash("sha256").update(engineKey(PACKAGES)).update(JSON.stringify(inputs)).digest("hex").slice(0, 40);

/** The cached render, or undefined: a missing or unreadable entry only means rendering again. */
export function readRender(dir: string, key: string): CachedRender | undefined {
  try {
    const entry = JSON.parse(readFileSync(join(dir, `${key}.json`), "utf8")) as Partial<CachedRender>;
    return typeof entry.html === "string" && Array.isArray(entry.styles) && Array.isArray(entry.records) ? (entry as CachedRender) : undefined;
  } catch {
    return undefined;
  }
}

/** Written aside and renamed, so a build stopped half-way never leaves half an entry to be reused. */
export function writeRender(dir: string, key: string, entry: CachedRender) {
  try {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${key}.json`);
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(entry));
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    // The cache only saves time: a build that cannot keep a page still has it.
  }
}
