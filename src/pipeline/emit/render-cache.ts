// Rendered pages kept in .cache/render/ by everything that shapes them: a rebuild renders only the pages whose data,
// site data, scripts or engine code changed, and takes every other page's HTML, styles and /go/ links from there.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import type { PageData } from "../../app/page-data";
import { engineKey } from "../engine-key";
import type { ClientScripts } from "./bundle";
import { renderRoute, type RouteLanguage, type Rendered } from "./render";

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
    // The thread too: the build's render threads share one process id.
    const temporary = `${file}.${process.pid}-${threadId}`;
    writeFileSync(temporary, JSON.stringify(entry));
    renameSync(temporary, file);
  } catch {
    // The cache only saves time: a build that cannot keep a page still has it.
  }
}

/** The key of one route's render: the language's context as renderRoute reads it, the page and its path. */
const routeKey = ({ siteUrl, analytics, fontCss, fontFiles }: RouteLanguage, page: PageData | null, path: string, scripts: ClientScripts) =>
  renderKey({ siteUrl, analytics: analytics ?? null, fontCss: fontCss ?? null, fontFiles: fontFiles ?? null, page, path, scripts });

/** The route's render from the cache in `dir`, or undefined (the build asks before starting a render thread). */
export const cachedRoute = (dir: string, language: RouteLanguage, page: PageData | null, path: string, scripts: ClientScripts) => readRender(dir, routeKey(language, page, path, scripts));

/** renderRoute with the /go/ links it records, from the cache in `dir` when an entry has every same input. */
export function renderCached(dir: string | undefined, language: RouteLanguage, page: PageData | null, path: string, scripts: ClientScripts): CachedRender {
  const key = dir && routeKey(language, page, path, scripts);
  const cached = dir && key ? readRender(dir, key) : undefined;
  if (cached) return cached;
  const records: [string, string][] = [];
  const entry = { ...renderRoute(language, page, path, scripts, (cta, target) => void records.push([cta, target])), records };
  if (dir && key) writeRender(dir, key, entry);
  return entry;
}
