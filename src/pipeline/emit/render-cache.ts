// Rendered pages kept in .cache/render/ by everything that shapes them: a rebuild renders only the pages whose data,
// site data, scripts or engine code changed, and takes every other page's HTML, styles and /go/ links from there.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { threadId } from "node:worker_threads";
import type { PageData } from "../../app/page-data";
import type { ClientScripts } from "./bundle";
import { renderRoute, type RouteLanguage, type Rendered } from "./render";

const require = createRequire(import.meta.url);

/** What a render gives: the document, its inline styles (for the CSP) and the /go/ links it recorded, in order. */
export interface CachedRender extends Rendered {
  records: [cta: string, target: string][];
}

/** The renderer's own packages: a new React or emotion may write other bytes from the same data. */
const PACKAGES = ["react", "react-dom", "@emotion/react", "@emotion/server", "@emotion/cache", "wouter"];
/** A package's version: its package.json found above its entry (some, like wouter, do not export the file itself). */
function version(name: string): string {
  try {
    for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, "package.json");
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (manifest.name === name) return manifest.version ?? "unknown";
    }
  } catch {
    // Not resolvable from here: the key still holds every source file.
  }
  return "unknown";
}

let engine: string | undefined;

/**
 * Every source file under src/ (not only the renderer's: a section, a theme colour or a helper shapes the page too),
 * the renderer's package versions and NODE_ENV (React's development and production builds): part of every key.
 */
function engineKey(): string {
  if (engine) return engine;
  const hash = createHash("sha256");
  const src = join(import.meta.dirname, "../..");
  for (const name of readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) => /\.(tsx?|css|svg|json)$/.test(file)).sort()) {
    hash.update(name).update(readFileSync(join(src, name)));
  }
  hash.update(PACKAGES.map((name) => `${name}@${version(name)}`).join(" ")).update(`NODE_ENV=${process.env.NODE_ENV ?? ""}`);
  return (engine = hash.digest("hex"));
}

/** The key of one render: the engine and every input renderRoute reads (the site data through its content-hashed URL). */
export const renderKey = (inputs: unknown) => createHash("sha256").update(engineKey()).update(JSON.stringify(inputs)).digest("hex").slice(0, 40);

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

/** renderRoute with the /go/ links it records, from the cache in `dir` when an entry has every same input. */
export function renderCached(dir: string | undefined, language: RouteLanguage, page: PageData | null, path: string, scripts: ClientScripts): CachedRender {
  const { siteUrl, analytics, fontCss, fontFiles } = language;
  const key = dir && renderKey({ siteUrl, analytics: analytics ?? null, fontCss: fontCss ?? null, fontFiles: fontFiles ?? null, page, path, scripts });
  const cached = dir && key ? readRender(dir, key) : undefined;
  if (cached) return cached;
  const records: [string, string][] = [];
  const entry = { ...renderRoute(language, page, path, scripts, (cta, target) => void records.push([cta, target])), records };
  if (dir && key) writeRender(dir, key, entry);
  return entry;
}
