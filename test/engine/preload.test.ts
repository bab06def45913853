// A big site's first build loads its page files on threads before its own load: what the threads load is what the
// build's own thread would have loaded, problem for problem, and the load then takes every page from the cache.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { checkAndReport } from "../../src/pipeline/check-and-render";
import { threadEntry } from "../../src/pipeline/emit/workers/thread-bundle";
import { LoadCache } from "../../src/pipeline/load/load-cache";
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

function project(): string {
  const root = tempProject("real", { warmCache: false });
  for (const [name, text] of Object.entries(FIXTURES)) writeFileSync(join(root, "pages", `${name}.yaml`), text);
  return root;
}

/** What validate prints for the project, and which files the load took from the cache. */
async function validate(root: string) {
  const lines: string[] = [];
  const checked = await checkAndReport(root, { production: false, strict: false }, (line) => lines.push(line));
  return { lines, notes: checked.notes, taken: [...(LoadCache.open(root)?.taken ?? [])].sort() };
}

test("the threads' outcomes are the build's own: the same report, every page file taken from the cache", async () => {
  const threaded = project();
  const plain = project();
  try {
    const pages = listPageFiles(threaded).length;
    const result = await preloadPages(threaded, threadEntry(threaded), { minimum: 1, threads: 2, own: false });
    assert.equal(result, { loaded: pages, inThreads: pages });
    const after = await validate(threaded);
    const without = await validate(plain);
    assert.ok(without.lines.some((line) => line.includes("pages/preload-schema.yaml")), "the fixtures' problems are reported");
    assert.equal(after.lines, without.lines);
    assert.equal(after.notes, without.notes);
    assert.equal(after.taken.filter((name) => name.startsWith("pages/") && !name.slice(6).includes("/")), listPageFiles(threaded).map((name) => `pages/${name}.yaml`));
    assert.equal(without.taken, []);
  } finally {
    removeProject(threaded);
    removeProject(plain);
  }
});

test("nothing to do: a small site, or every page file already in the cache", async () => {
  const root = project();
  try {
    const pages = listPageFiles(root).length;
    assert.equal(await preloadPages(root, threadEntry(root), { minimum: pages + 1, threads: 2 }), { loaded: 0, inThreads: 0 });
    await validate(root);
    LoadCache.forget(root);
    assert.equal(await preloadPages(root, threadEntry(root), { minimum: 1, threads: 2 }), { loaded: 0, inThreads: 0 });
  } finally {
    removeProject(root);
  }
});

test.run();
