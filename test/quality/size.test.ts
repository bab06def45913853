// Gate: JavaScript on a first visit to each route stays within the DESIGN.md budget (gzip), and the client bundle
// holds no build-time library (yaml, ajv, react-dom/server). Sizes are deterministic, so they are asserted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { cachePath } from "../../src/pipeline/cache";
import { builtSite, ROOT } from "../helpers/site";
import { FIXTURES } from "./support/fixtures";
import { builtRoutes } from "./support/routes";
import { budgetProblems, FIRST_VISIT_BUDGET, firstVisitScripts, forbiddenInputs, gzipBytes, readMetafile } from "./support/size";

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

test("the checker counts the entry and its static imports, not lazy chunks, and flags a page over budget (fixture)", () => {
  const metafile = readMetafile(join(fixture, "metafile.json"));
  const scripts = firstVisitScripts(fixture, "index.html", metafile);
  assert.equal(scripts, ["assets/entry-AAAA.js", "assets/chunk-BBBB.js"]);
  const expected = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(fixture, file))).length, 0);
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

test.run();
