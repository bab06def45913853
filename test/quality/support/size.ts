// What a first visit costs in JavaScript: the page's script files, the app its loader imports (data-app), and all they
// import, statically or dynamically (from esbuild's metafile), gzip- and brotli-compressed; and which inputs made it
// into the client bundle, so build-time libraries can be kept out.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { constants, gzipSync } from "node:zlib";
import { compressedCopies } from "../../../src/pipeline/emit/compress";
import { parseHtml } from "./routes";

export interface ClientMetafile {
  outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }>;
}

export { ENGINE_HTML_BUDGET, FIRST_VISIT_BUDGET, FIRST_VISIT_BUDGET_BROTLI } from "../../../scripts/bench/targets";

/** Build-time code that must never reach the browser (each would add 30-60 KiB gzip, or Node-only code). */
export const FORBIDDEN_INPUTS: [string, RegExp][] = [
  ["yaml", /node_modules\/yaml\//],
  ["ajv", /node_modules\/ajv(-[\w-]+)?\//],
  ["react-dom/server", /node_modules\/react-dom\/(server|cjs\/react-dom-server)/],
  ["@emotion/server", /node_modules\/@emotion\/server\//],
  ["sharp (Node-only, native)", /node_modules\/(sharp|@img)\//],
  ["the pipeline (Node-only)", /^src\/pipeline\//],
  ["the servers (Node-only)", /^src\/server\//],
  ["the commands (Node-only)", /^scripts\//],
];

export const readMetafile = (file: string) => JSON.parse(readFileSync(file, "utf8")) as ClientMetafile;

/** "library: input path" for every forbidden input in any client output. */
export function forbiddenInputs(metafile: ClientMetafile): string[] {
  const inputs = new Set(Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs)));
  return [...inputs].flatMap((input) => FORBIDDEN_INPUTS.filter(([, pattern]) => pattern.test(input)).map(([name]) => `${name}: ${input}`));
}

// Metafile output keys carry the staging directory the build wrote into; the part from assets/ on is what is served.
const servedPath = (outputKey: string) => outputKey.slice(outputKey.lastIndexOf("assets/"));

/** The script files (relative to dist/) a first visit to the page loads: script files, preloads, everything they import. */
export function firstVisitScripts(dist: string, htmlFile: string, metafile: ClientMetafile): string[] {
  const root = parseHtml(readFileSync(join(dist, htmlFile), "utf8"));
  const entries = [
    ...root.querySelectorAll("script[src]").map((script) => script.getAttribute("src")!),
    ...root.querySelectorAll('link[rel="modulepreload"][href]').map((link) => link.getAttribute("href")!),
    // Imported by the loader once the page has painted, but loaded on every first visit all the same.
    ...root.querySelectorAll("[data-app]").map((element) => element.getAttribute("data-app")!),
  ].map((url) => url.replace(/^\//, ""));
  const outputs = new Map(Object.entries(metafile.outputs).map(([key, output]) => [servedPath(key), output]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const output = outputs.get(file);
    if (!output) throw new Error(`${htmlFile} loads ${file}, which the client metafile does not list: is the metafile from another build?`);
    // Dynamic imports count too: the app loads its parts that way, in steps, on every visit (and a budget errs on the
    // heavy side should a part ever be loaded only on demand).
    for (const imported of output.imports) if (imported.kind === "import-statement" || imported.kind === "dynamic-import") visit(servedPath(imported.path));
  };
  entries.forEach(visit);
  return [...seen];
}

/** At the levels the build writes its .gz and .br copies with (src/pipeline/emit/compress.ts): the bytes a visitor gets. */
export const gzipBytes = (dist: string, files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length, 0);

export const brotliBytes = (dist: string, files: string[]) =>
  files.reduce((sum, file) => sum + compressedCopies(readFileSync(join(dist, file)))[0][1].length, 0);

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per page over budget, in the given compression. */
export function budgetProblems(
  dist: string,
  pages: { path: string; file: string }[],
  metafile: ClientMetafile,
  budget: number,
  compression: "gzip" | "brotli" = "gzip",
): string[] {
  const measure = compression === "gzip" ? gzipBytes : brotliBytes;
  const sizes = new Map<string, number>();
  return pages.flatMap(({ path, file }) => {
    const scripts = firstVisitScripts(dist, file, metafile);
    const key = scripts.join(" ");
    // Every page loads the same scripts: compress them once.
    const bytes = sizes.get(key) ?? measure(dist, scripts);
    sizes.set(key, bytes);
    return bytes > budget ? [`${path}: ${kib(bytes)} of JavaScript (${compression}) on a first visit, over the budget of ${kib(budget)}`] : [];
  });
}

/**
 * Page `file` of `dist` as a first visit needs it before painting: its stylesheet (linked since the pages' CSS moved
 * out of them) put back inline, so the engine's bytes around the words count the CSS as they did when it was inline.
 */
export const firstPaintHtml = (dist: string, file: string) =>
  readFileSync(join(dist, file), "utf8").replace(/<link rel="stylesheet" href="\/([^"]+)"[^>]*>/g, (_, href: string) => `<style>${readFileSync(join(dist, href), "utf8")}</style>`);

/** A page's gzip bytes, and those the engine adds around its words (the page less its visible text and JSON-LD). */
export function engineHtmlBytes(written: string): { page: number; words: number; engine: number } {
  // A language's own typeface rules (Arabic pages) belong to its font, whose files have their own limit.
  const html = written.replace(/<style>@font-face[^<]*<\/style>/, "");
  const root = parseHtml(html);
  const jsonLd = root.querySelectorAll('script[type="application/ld+json"]').map((script) => script.text);
  // Styles and scripts are the engine's, wherever they stand.
  root.querySelectorAll("style, script").forEach((element) => element.remove());
  const words = [root.querySelector("body")?.structuredText ?? "", ...jsonLd].join("\n");
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  const page = gzip(html);
  const ofWords = gzip(words);
  return { page, words: ofWords, engine: page - ofWords };
}
