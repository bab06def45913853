// Gate: JavaScript on a first visit to each route stays within its budgets (gzip and brotli), the HTML the engine writes
// around each page's words within its budget, the home page without inline data, and the client bundle holds no build-time library (yaml, ajv,
// react-dom/server). Sizes are deterministic, so they are asserted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { cachePath } from "../../src/pipeline/cache";
import { builtSite, ROOT } from "../helpers/site";
import { FIXTURES } from "./support/fixtures";
import { builtRoutes } from "./support/routes";
import { parseHtml } from "./support/routes";
import {
  budgetProblems, ENGINE_HTML_BUDGET, engineHtmlBytes, firstPaintHtml, FIRST_VISIT_BUDGET, FIRST_VISIT_BUDGET_BROTLI, firstVisitScripts, forbiddenInputs, gzipBytes, kib,
  readMetafile,
} from "./support/size";

const test = suite("quality gate: size budgets");
const fixture = join(FIXTURES, "size-site");

test("the checker lists forbidden inputs of the client bundle (fixture)", () => {
  assert.equal(forbiddenInputs(readMetafile(join(fixture, "metafile.json"))), [
    "react-dom/server: node_modules/react-dom/cjs/react-dom-server.browser.production.js",
    "yaml: node_modules/yaml/dist/index.js",
    "the pipeline (Node-only): src/pipeline/load/project.ts",
    "the commands (Node-only): scripts/dev/server.ts",
    "ajv: node_modules/ajv/dist/ajv.js",
  ]);
});

test("the checker counts the entry and what it imports, statically or dynamically, and flags a page over budget (fixture)", () => {
  const metafile = readMetafile(join(fixture, "metafile.json"));
  const scripts = firstVisitScripts(fixture, "index.html", metafile);
  assert.equal(scripts, ["assets/entry-AAAA.js", "assets/chunk-BBBB.js", "assets/chunk-CCCC.js"]);
  const expected = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(fixture, file)), { level: 9 }).length, 0);
  assert.is(gzipBytes(fixture, scripts), expected);
  const pages = [{ path: "/", file: "index.html" }];
  assert.equal(budgetProblems(fixture, pages, metafile, expected), []);
  assert.equal(budgetProblems(fixture, pages, metafile, 100), [
    `/: ${(expected / 1024).toFixed(1)} KiB of JavaScript (gzip) on a first visit, over the budget of 0.1 KiB`,
  ]);
});

test("the client bundle holds no yaml, ajv, react-dom/server, nor code of the pipeline, the servers or the commands", async () => {
  await builtSite();
  const metafile = readMetafile(cachePath(ROOT, "client-metafile.json"));
  const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
  assert.ok(inputs.some((input) => input.startsWith("node_modules/react-dom/")), "this is the client bundle's metafile");
  assert.equal(forbiddenInputs(metafile), []);
});

test(`every route, and the 404 page, loads at most ${FIRST_VISIT_BUDGET / 1024} KiB of JavaScript (gzip) on a first visit`, async () => {
  const dist = await builtSite();
  const metafile = readMetafile(cachePath(ROOT, "client-metafile.json"));
  const pages = [...builtRoutes(dist), { path: "404", file: "404.html" }];
  assert.ok(firstVisitScripts(dist, "index.html", metafile).length > 0, "the home page loads a script");
  assert.equal(budgetProblems(dist, pages, metafile, FIRST_VISIT_BUDGET), []);
});

test(`every route, and the 404 page, loads at most ${FIRST_VISIT_BUDGET_BROTLI / 1024} KiB of JavaScript (brotli) on a first visit`, async () => {
  const dist = await builtSite();
  const metafile = readMetafile(cachePath(ROOT, "client-metafile.json"));
  const pages = [...builtRoutes(dist), { path: "404", file: "404.html" }];
  assert.equal(budgetProblems(dist, pages, metafile, FIRST_VISIT_BUDGET_BROTLI, "brotli"), []);
});

test("a first visit counts the loader and the app it imports once the page has painted", async () => {
  const dist = await builtSite();
  const scripts = firstVisitScripts(dist, "index.html", readMetafile(cachePath(ROOT, "client-metafile.json")));
  assert.ok(scripts.some((file) => /^assets\/loader-\w+\.js$/.test(file)), scripts.join(", "));
  assert.ok(scripts.some((file) => /^assets\/client-\w+\.js$/.test(file)), scripts.join(", "));
  const loader = scripts.find((file) => file.startsWith("assets/loader-"))!;
  const loaderBytes = gzipBytes(dist, [loader]);
  assert.ok(loaderBytes < 1024, `the loader, the one script requested before the page has painted, is ${loaderBytes} bytes gzip`);
});

// What editors write (words, tiles, FAQ items, a new country) is theirs; what the engine wraps around it is gated, on
// every route. Icons point into the shared sprite file rather than carrying their paths inline.
test(`on every route the engine's HTML around the words is at most ${ENGINE_HTML_BUDGET / 1024} KiB gzip`, async () => {
  const dist = await builtSite();
  const over = builtRoutes(dist).flatMap((route) => {
    const { engine } = engineHtmlBytes(firstPaintHtml(dist, route.file));
    return engine > ENGINE_HTML_BUDGET ? [`${route.path}: ${kib(engine)} of HTML around the words, over ${kib(ENGINE_HTML_BUDGET)}`] : [];
  });
  assert.equal(over, []);
});

test("the engine's share grows with markup, not with words (fixture pages)", () => {
  const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  const words = Array.from({ length: 400 }, (_, n) => `Sentence ${n} about hiring nurses in country ${n % 7}.`);
  const lean = engineHtmlBytes(page(words.map((line) => `<p>${line}</p>`).join("")));
  const moreWords = engineHtmlBytes(page([...words, ...words.map((line) => line.replace("nurses", "engineers"))].map((line) => `<p>${line}</p>`).join("")));
  const heavy = engineHtmlBytes(page(`<style>${Array.from({ length: 300 }, (_, n) => `.c${n}{margin:${n}px;color:#${(n * 4099).toString(16).padStart(6, "0")}}`).join("")}</style>` + words.map((line) => `<p>${line}</p>`).join("")));
  assert.ok(moreWords.words > lean.words + 100, `more words: ${lean.words} → ${moreWords.words}`);
  assert.ok(moreWords.engine - lean.engine < 100, `words do not count against the engine: ${lean.engine} → ${moreWords.engine}`);
  assert.ok(heavy.engine - lean.engine > 1000, `an engine's added styles do: ${lean.engine} → ${heavy.engine}`);
});

test("the home page carries no data inline: JSON-LD and the loader only", async () => {
  const dist = await builtSite();
  const html = readFileSync(join(dist, "index.html"));
  assert.ok(gunzipSync(readFileSync(join(dist, "index.html.gz"))).equals(html), "index.html.gz is index.html");
  const root = parseHtml(html.toString("utf8"));
  const scripts = root.querySelectorAll("script").map((script) => script.getAttribute("type") ?? "classic");
  // JSON-LD stays: search engines read it from the HTML. Everything else the app needs comes in files of its own.
  assert.equal([...new Set(scripts)].sort(), ["application/ld+json", "classic"]);
  assert.equal(root.querySelectorAll("script[src]").length, 1, "one script: the loader");
});

test.run();
