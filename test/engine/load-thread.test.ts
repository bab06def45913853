// A load thread (src/pipeline/load/load-helper.ts) loads page files beside the build's own thread: every file it loads
// gives exactly what the build's own load gives (data, problems at their line and column, notes, example marks), with
// every bad-input fixture; the two threads share a big site's files between them; an unsaved text still wins.
import { appendFileSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { LoadCache } from "../../src/pipeline/load/load-cache";
import { LoadHelper } from "../../src/pipeline/load/load-helper";
import { loadProject } from "../../src/pipeline/load/project";
import type { Project } from "../../src/pipeline/model";
import { caseNames, readCase } from "../helpers/fixture-cases";
import { inTempProject } from "../helpers/project";

const test = suite("engine: load thread");

/** Everything a load gives: each file's problems and notes, the pages' data and example marks, in the load's order. */
const loaded = (project: Project) => ({
  names: project.pageNames,
  files: project.files.map((file) => ({ name: file.name, problems: file.problems, notes: file.notes })),
  orphans: project.orphanProblems,
  pages: project.pages.map((page) => ({ name: page.name, path: page.path, data: page.data, examples: page.examples })),
});

/**
 * A load of `root` as a new process would make it: no load cache, with a load thread (BUILD_WORKERS=2) or without (0);
 * `wait`: see LoadHelper.waitForThread; `byThread`: the files whose outcome from the thread the load used.
 */
function freshLoad(root: string, threads: "0" | "2", { wait, overrides }: { wait?: "one" | "all"; overrides?: Map<string, string> } = {}) {
  rmSync(join(root, ".cache"), { recursive: true, force: true });
  LoadCache.forget(root);
  process.env.BUILD_WORKERS = threads;
  LoadHelper.waitForThread = wait;
  try {
    const project = loadProject(root, overrides);
    return { project, byThread: LoadCache.open(root)!.fromThreads.size };
  } finally {
    delete process.env.BUILD_WORKERS;
    LoadHelper.waitForThread = undefined;
  }
}

/** A fresh copy of the fixture project (no load cache) for one test, removed after it whatever happens. */
const inFixture = (work: (root: string) => void) => inTempProject("fixture", { warmCache: false }, work);

/** Adds a routed page file `name` with `text` to the project. */
function addPage(root: string, name: string, text: string) {
  writeFileSync(join(root, "pages", `${name}.yaml`), text);
  const site = join(root, "site.yaml");
  writeFileSync(site, readFileSync(site, "utf8").replace("  - { path: /for-testland, page: for-testland }\n", (route) => `${route}  - { path: /${name}, page: ${name} }\n`));
}

test("every bad-input fixture of a page, loaded by the thread, gives what the build's own load gives", () =>
  inFixture((root) => {
    const cases = caseNames().map((name) => readCase(name)).filter((fixture) => fixture.target.startsWith("pages/"));
    for (const fixture of cases) {
      addPage(root, `case-${fixture.name}`, readFileSync(join(fixture.dir, fixture.file), "utf8"));
      const file = join(root, "pages", `case-${fixture.name}.yaml`);
      if (fixture.growTo) appendFileSync(file, "# padding\n".repeat(Math.ceil(Math.max(0, fixture.growTo - statSync(file).size) / 10)));
    }
    const alone = freshLoad(root, "0");
    assert.is(alone.byThread, 0);
    const shared = freshLoad(root, "2", { wait: "all" });
    assert.ok(shared.byThread > cases.length / 2, `the thread loaded ${shared.byThread} of ${alone.project.pageNames.length} page files`);
    assert.equal(loaded(shared.project), loaded(alone.project));
    assert.ok(alone.project.files.filter((entry) => entry.problems.length).length > cases.length / 2, "the fixtures' problems are there");
  }),
);

test("a big site's page files are shared by the two threads, and load as one thread loads them", () =>
  inFixture((root) => {
    const page = readFileSync(join(root, "pages", "for-testland.yaml"), "utf8");
    for (let index = 1; index <= 400; index++) addPage(root, `copy-${index}`, page.replace(/^( {2}title: ).*$/m, `$1Copy ${index} | {brand}`));
    const alone = freshLoad(root, "0");
    const shared = freshLoad(root, "2", { wait: "one" });
    assert.ok(shared.byThread > 0 && shared.byThread < 403, `the thread loaded ${shared.byThread} of 403 page files`);
    assert.equal(loaded(shared.project), loaded(alone.project));
    assert.is(alone.project.pages.length, 403);
  }),
);

test("the thread loads pages while site.yaml loads; when site.yaml does not load, the build loads them again as one thread does", () =>
  inFixture((root) => {
    addPage(root, "unknown-placeholder", readFileSync(join(root, "pages", "for-testland.yaml"), "utf8").replace(/^( {2}title: ).*$/m, "$1Hire in {country}"));
    const site = join(root, "site.yaml");
    const working = freshLoad(root, "2", { wait: "all" });
    assert.is(working.byThread, 4, "with site.yaml loaded, every page's outcome came from the thread");
    assert.ok(working.project.files.some((file) => file.problems.some((problem) => problem.message === "unknown placeholder {country}")));
    writeFileSync(site, readFileSync(site, "utf8").replace(/^settings:/m, "settings: [oops"));
    const alone = freshLoad(root, "0");
    const shared = freshLoad(root, "2", { wait: "all" });
    assert.is(shared.byThread, 0, "no outcome of the thread (made with the placeholders of a site that did not load) was used");
    assert.equal(loaded(shared.project), loaded(alone.project));
    assert.not.ok(alone.project.files.some((file) => file.problems.some((problem) => problem.message.includes("placeholder"))), "without a site, placeholders are not checked");
  }),
);

test("a page's unsaved text (the editor's) wins over the file the thread loaded", () =>
  inFixture((root) => {
    const file = "pages/for-testland.yaml";
    const unsaved = readFileSync(join(root, file), "utf8").replace(/^( {2}title: ).*$/m, "$1Unsaved title | {brand}");
    const { project, byThread } = freshLoad(root, "2", { wait: "all", overrides: new Map([[file, unsaved]]) });
    assert.is(byThread, 2, "the thread's outcomes of the two other files were used, not of the unsaved one");
    assert.is(project.pages.find((entry) => entry.name === "for-testland")?.data.meta.title, "Unsaved title | {brand}");
  }),
);

test.run();
