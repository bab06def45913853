// A big site's first build loads its page files on threads before its own load: what the threads load is what the
// build's own thread would have loaded, problem for problem, and the load then takes every page from the cache.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { checkAndReport } from "../../src/pipeline/check-and-render";
import { threadEntry } from "../../src/pipeline/emit/workers/thread-bundle";
import { cachePath } from "../../src/pipeline/cache";
import { LOAD_CACHE_FILE, LoadCache } from "../../src/pipeline/load/load-cache";
import { listPageFiles } from "../../src/pipeline/load/project";
import { preloadPages } from "../../src/pipeline/load/preload";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("engine: page files loaded on threads first");

/** Pages with a problem of each kind loading finds: a schema error, an unknown placeholder, broken YAML, an EXAMPLE mark. */
const FIXTURES: Record<string, string> = {
  "preload-schema": "# yaml-language-server: $schema=../schema/page.json\nmeta:\n  title: A page | {brand}\n  description: Its description.\nsections:\n  - type: nonsense\n",
  "preload-placeholder": "# yaml-language-server: $schema=../schema/page.json\nmeta:\n  title: A page for {nobody} | {brand}\n  description: Its description.\nsections: []\n",
  "preload-syntax": "# yaml-language-server: $schema=../schema/page.json\nmeta:\n  title: [unclosed\n",
  "preload-example": "meta:\n  title: An example page | {brand} # EXAMPLE\n  description: Its description.\nsections: []\n",
};

// One copy for every case: its load cache is emptied where a case needs a first build.
const root = tempProject("real", { warmCache: false });
for (const [name, text] of Object.entries(FIXTURES)) writeFileSync(join(root, "pages", `${name}.yaml`), text);
const pages = listPageFiles(root).length;

/** A first build's state: no load cache on disk or in memory. */
function emptyCache() {
  rmSync(cachePath(root, LOAD_CACHE_FILE), { force: true });
  LoadCache.forget(root);
}

/** What validate prints for the project, and which files the load took from the cache. */
async function validate() {
  const lines: string[] = [];
  const checked = await checkAndReport(root, { production: false, strict: false }, (line) => lines.push(line));
  return { lines, notes: checked.notes, taken: [...(LoadCache.open(root)?.taken ?? [])].sort() };
}

test.after(() => removeProject(root));

test("the threads' outcomes are the build's own: the same report, every page file taken from the cache", async () => {
  emptyCache();
  const without = await validate();
  assert.ok(without.lines.some((line) => line.includes("pages/preload-schema.yaml")), "the fixtures' problems are reported");
  assert.equal(without.taken, []);
  emptyCache();
  assert.equal(await preloadPages(root, threadEntry(root), { minimum: 1, threads: 2, own: false }), { loaded: pages, inThreads: pages });
  const after = await validate();
  assert.equal(after.lines, without.lines);
  assert.equal(after.notes, without.notes);
  assert.equal(after.taken.filter((name) => name.startsWith("pages/") && !name.slice(6).includes("/")), listPageFiles(root).map((name) => `pages/${name}.yaml`));
});

test("nothing to do: a small site, or every page file already in the cache", async () => {
  emptyCache();
  assert.equal(await preloadPages(root, threadEntry(root), { minimum: pages + 1, threads: 2 }), { loaded: 0, inThreads: 0 });
  await validate();
  LoadCache.forget(root);
  assert.equal(await preloadPages(root, threadEntry(root), { minimum: 1, threads: 2 }), { loaded: 0, inThreads: 0 });
});

test.run();
