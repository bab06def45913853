// The load cache after the dev builder's saves: a save loads only the files it changed, and every other file's outcome
// stays in .cache/ for the next build or dev server, which then parses nothing that did not change.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { Kept } from "../../scripts/dev/kept/kept";
import { LoadCache } from "../../src/pipeline/load/load-cache";
import { loadProject } from "../../src/pipeline/load/project";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("engine: the load cache after the dev builder's saves");

/** What a load in a new process takes from the cache, and what it parses. */
function newLoad(root: string) {
  LoadCache.forget(root);
  const project = loadProject(root);
  const cache = LoadCache.open(root)!;
  const names = project.files.map((file) => file.name).filter((name) => name.endsWith(".yaml"));
  return { project, taken: names.filter((name) => cache.taken.has(name)).sort(), parsed: names.filter((name) => !cache.taken.has(name)).sort() };
}

test("a save of one page keeps every other file's outcome: the next load parses nothing, and takes the saved page as saved", async () => {
  const root = tempProject("real");
  try {
    const kept = new Kept(root);
    await kept.check(undefined, () => undefined);
    const before = newLoad(root);
    assert.equal(before.parsed, []);
    assert.ok(before.taken.length > 20, `the real site loads ${before.taken.length} YAML files`);
    assert.ok(before.taken.includes("pages/de/contact.yaml") && before.taken.includes("site.yaml"));

    const file = join(root, "pages/contact.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^( {2}title: ).*$/m, "$1Saved in the dev server | {brand}"));
    const checked = await kept.check(["pages/contact.yaml"], () => undefined);
    assert.is(kept.took.check, "in part");
    assert.is(checked.failed, false);

    const after = newLoad(root);
    assert.equal(after.parsed, [], "the load after the save parses no file");
    assert.equal(after.taken, before.taken);
    assert.is(after.project.pages.find((page) => page.name === "contact")?.data.meta.title, "Saved in the dev server | {brand}");
  } finally {
    LoadCache.forget(root);
    removeProject(root);
  }
});

test.run();
