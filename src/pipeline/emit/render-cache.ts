// Rendered pages kept in .cache/render/ by everything that shapes them: a rebuild renders only the pages whose data,
// site data, scripts or engine code changed, and takes every other page's HTML, stylesheet and /go/ links from there.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { isMainThread, threadId } from "node:worker_threads";
import type { PageData } from "../../app/page-data";
import { engineKey } from "../engine-key.mjs";
import type { ClientScripts } from "./bundle";
import { renderFile } from "./render-files";
import { renderRoute, type RouteLanguage } from "./render";
import { dataHash } from "./page-memo";

/** A rendered route: its document as UTF-8 (bytes of its own, so a thread can hand them over), the CSS of the stylesheet it links and the /go/ links it recorded, in order. */
export interface RenderedPage {
  html: Uint8Array;
  stylesheets: string[];
  records: [cta: string, target: string][];
}

/** The renderer's own packages: a new React or emotion may write other bytes from the same data. */
const PACKAGES = ["react", "react-dom", "@emotion/react", "@emotion/server", "@emotion/cache", "wouter"];

/** The key of one render: the engine and every input renderRoute reads (the site data through its content-hashed URL). */
export const renderKey = (inputs: unknown) => createHash("sha256").update(engineKey(PACKAGES)).update(JSON.stringify(inputs)).digest("hex").slice(0, 40);

/**
 * The cached render, or undefined: a missing or unreadable entry only means rendering again. One file per entry
 * (KEY.page): a line of JSON with the stylesheet and links, then the document as it is written, so a rebuild reads back
 * the bytes it writes, and a cold build opens one file per page, not two.
 */
export function readRender(dir: string, key: string): RenderedPage | undefined {
  try {
    const bytes = readFileSync(renderFile(dir, key));
    const end = bytes.indexOf(NEWLINE);
    if (end < 0) return undefined;
    const entry = JSON.parse(bytes.subarray(0, end).toString("utf8")) as Partial<RenderedPage>;
    if (!Array.isArray(entry.stylesheets) || !Array.isArray(entry.records)) return undefined;
    // In a render thread, a copy with a buffer of its own: the thread hands the document's buffer over to the build's.
    const html = isMainThread ? bytes.subarray(end + 1) : Uint8Array.prototype.slice.call(bytes, end + 1);
    return { html, stylesheets: entry.stylesheets, records: entry.records };
  } catch {
    return undefined;
  }
}

const NEWLINE = 0x0a;
/** Folders known to exist: one mkdir per folder and thread, not one per page. */
const made = new Set<string>();

/** Written aside and renamed: a reader never sees half an entry. JSON escapes line ends, so its line ends at the first. */
export function writeRender(dir: string, key: string, entry: RenderedPage) {
  try {
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    const file = renderFile(dir, key);
    // The thread too: the build's render threads share one process id.
    const temporary = `${file}.${process.pid}-${threadId}`;
    writeFileSync(temporary, Buffer.concat([Buffer.from(JSON.stringify({ stylesheets: entry.stylesheets, records: entry.records }) + "\n", "utf8"), entry.html]));
    renameSync(temporary, file);
  } catch {
    // The cache only saves time: a build that cannot keep a page still has it.
  }
}

/** What a render reads of its language besides the page: the language's context and the entry scripts. */
export type RenderContext = RouteLanguage & { scripts: ClientScripts };

/** Each context's part of the key, hashed once per context object rather than once per route (the scripts and fonts are long). */
const contextKeys = new WeakMap<RenderContext, string>();
const contextKey = (context: RenderContext) => {
  const known = contextKeys.get(context);
  if (known) return known;
  const { siteUrl, analytics, fontCss, fontFiles, scripts } = context;
  const key = renderKey({ siteUrl, analytics: analytics ?? null, fontCss: fontCss ?? null, fontFiles: fontFiles ?? null, scripts });
  contextKeys.set(context, key);
  return key;
};

/**
 * The key of one route's render: its language's context, its path and the hash of its page data as JSON (`dataHash`
 * in page-memo.ts of the page's data file's text, JSON.stringify(page); "null" for a not-found page).
 */
export const routeKey = (context: RenderContext, path: string, pageHash: string) =>
  createHash("sha256").update(`${contextKey(context)}\n${path}\n${pageHash}`).digest("hex").slice(0, 40);

/** The route's key when the caller has none (see routeKey). */
const keyOf = (context: RenderContext, page: PageData | null, path: string, key?: string) => key ?? routeKey(context, path, dataHash(JSON.stringify(page)));

/** The route's render from the cache in `dir`, or undefined (the build asks before starting a render thread). */
export const cachedRoute = (dir: string, context: RenderContext, page: PageData | null, path: string, key?: string) => readRender(dir, keyOf(context, page, path, key));

/** renderRoute with the /go/ links it records, from the cache in `dir` when an entry has every same input. */
export function renderCached(dir: string | undefined, context: RenderContext, page: PageData | null, path: string, given?: string): RenderedPage {
  const key = dir && keyOf(context, page, path, given);
  const cached = dir && key ? readRender(dir, key) : undefined;
  if (cached) return cached;
  const records: [string, string][] = [];
  const { html, stylesheets } = renderRoute(context, page, path, context.scripts, (cta, target) => void records.push([cta, target]));
  const entry = { html: new TextEncoder().encode(html), stylesheets, records };
  if (dir && key) writeRender(dir, key, entry);
  return entry;
}
