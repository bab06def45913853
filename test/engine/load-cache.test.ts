// The load cache (.cache/loaded.json): a file taken from it reports exactly what parsing it reports and gives the same
// build; a changed file, schema or engine is loaded again; a link or an altered file is never trusted.
import { copyFileSync, existsSync, lstatSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { pageSchema } from "../../src/schema/page";
import { SourceFile } from "../../src/pipeline/load/source";
import { SETTLED } from "../../src/pipeline/input-hashes";
import { LoadCache } from "../../src/pipeline/load/load-cache";
import { LOAD_CACHE_FILE, LOAD_DELTA_FILE } from "../../src/pipeline/load/load-cache-file";
import { loadProject } from "../../src/pipeline/load/project";
import { readCase, runCase } from "../helpers/fixture-cases";
import { FIXTURES, inTempProject, removeProject, tempProject } from "../helpers/project";
import { ROOT } from "../helpers/site";

const test = suite("engine: load cache");

/** A fresh copy of the fixture project for one case, removed after it whatever happens. */
const inFixture = (work: (root: string) => void | Promise<void>) => inTempProject("fixture", {}, work);

/** One of each kind of problem: syntax, refused YAML, schema, the checks that locate a cached file's nodes, site.yaml's, notes. */
const CASES = [
  "bad-alias", "bad-duplicate-key", "bad-indentation", "bad-several-documents", "bad-proto-key", "bad-unknown-field",
  "bad-missing-field", "bad-wrong-type", "bad-unknown-type", "bad-duplicate-ids", "bad-cta-name-twice", "bad-link-no-route",
  "bad-anchor-other-page", "bad-unknown-placeholder", "bad-placeholder-in-link", "bad-missing-image", "bad-site-route-twice",
  "bad-country-code", "bad-footer-links-and-from", "bad-site-unknown-translation-key", "warn-curly-quotes", "warn-typed-email",
  "warn-missing-modeline", "warn-card-missing-glyph", "example-values", "production-example-values", "fill-in-text", "production-fill-in-text",
];

const cacheFile = (root: string) => join(root, ".cache", LOAD_CACHE_FILE);
const deltaFile = (root: string) => join(root, ".cache", LOAD_DELTA_FILE);
/** The names loaded from the cache by a load in a fresh process (the cache is read again from disk). */
function takenByNewLoad(root: string) {
  LoadCache.forget(root);
  const project = loadProject(root);
  return { project, taken: [...LoadCache.open(root)!.taken].sort() };
}
const yamlFiles = (root: string) => ["site.yaml", ...readdirSync(join(root, "pages")).filter((name) => name.endsWith(".yaml")).map((name) => `pages/${name}`)].sort();

test("each kind of problem is reported from the cache exactly as parsing reports it (the file read, or taken unread by its state): file, line, column, message, code frame", () =>
  inFixture(async (root) => {
    for (const name of CASES) {
      const fixture = readCase(name);
      const first = await runCase(fixture, root);
      assert.fixture(first.output, fixture.expected, `${name}, parsed`);
      LoadCache.forget(root);
      const second = await runCase(fixture, root);
      assert.ok(LoadCache.open(root)!.taken.has(fixture.target), `${name}: ${fixture.target} came from the cache`);
      assert.fixture(second.output, fixture.expected, `${name}, from the cache`);
      assert.is(second.code, fixture.exit, `${name}: exit code`);
      // Once settled, the file is found in the state its outcome was kept with: not read, its code frames all the same.
      const settledMs = SETTLED.ms;
      SETTLED.ms = -60_000;
      try {
        LoadCache.forget(root);
        await runCase(fixture, root, { copy: false });
        LoadCache.forget(root);
        const third = await runCase(fixture, root, { copy: false });
        assert.ok(LoadCache.open(root)!.unread.has(fixture.target), `${name}: ${fixture.target} taken by its state, unread`);
        assert.fixture(third.output, fixture.expected, `${name}, taken by its state`);
      } finally {
        SETTLED.ms = settledMs;
      }
      copyFileSync(join(FIXTURES, "project", fixture.target), join(root, fixture.target));
    }
  }),
);

test("a build whose files all come from the cache is byte for byte the build that parsed them", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const build = async (out: string) => assert.is((await run({ root, outDir: join(root, out), validateOnly: false, production: false, strict: false }, () => undefined)).code, 0);
    await build("parsed");
    LoadCache.forget(root);
    await build("cached");
    assert.equal([...LoadCache.open(root)!.taken].sort(), yamlFiles(root).filter((name) => existsSync(join(root, name))), "every file from the cache");
    const files = (dir: string) => readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).filter((name) => lstatSync(join(root, dir, name)).isFile()).sort();
    assert.equal(files("cached"), files("parsed"));
    for (const name of files("parsed")) assert.ok(readFileSync(join(root, "parsed", name)).equals(readFileSync(join(root, "cached", name))), name);
  }),
);

test("a changed file is loaded again, with its new data; every other file comes from the cache", () =>
  inFixture((root) => {
    takenByNewLoad(root);
    const page = join(root, "pages/for-testland.yaml");
    writeFileSync(page, readFileSync(page, "utf8").replace(/^(  title: ).*$/m, "$1A new title for Testland"));
    const { project, taken } = takenByNewLoad(root);
    assert.equal(taken, yamlFiles(root).filter((name) => name !== "pages/for-testland.yaml"));
    assert.is(project.pages.find((each) => each.name === "for-testland")?.data.meta.title, "A new title for Testland");
  }),
);

test("a page taken from the cache has its data parsed only when asked for, as parsing gives it; a build with one page changed parses no other page's", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const fresh = loadProject(root);
    const { project } = takenByNewLoad(root);
    const pagesParsed = () => [...LoadCache.open(root)!.parsed].filter((name) => name.startsWith("pages/"));
    assert.equal(pagesParsed(), [], "no page's data parsed by loading (site.yaml's is read by loading itself)");
    const home = project.pages.find((each) => each.name === "home")!;
    assert.equal(home.data, fresh.pages.find((each) => each.name === "home")!.data);
    assert.is(home.data, home.data, "parsed once: the same object each time");
    assert.equal(pagesParsed(), ["pages/home.yaml"]);
    assert.equal(project.pages.map((page) => page.data), fresh.pages.map((page) => page.data));
    // A build, then one page changed: the page memo recalls the others, whose data is never parsed.
    const build = async () => assert.is((await run({ root, outDir: join(root, "out"), validateOnly: false, production: false, strict: false }, () => undefined)).code, 0);
    await build();
    const page = join(root, "pages/for-testland.yaml");
    writeFileSync(page, readFileSync(page, "utf8").replace(/^(  title: ).*$/m, "$1A new title for Testland | {brand}"));
    LoadCache.forget(root);
    await build();
    assert.ok(LoadCache.open(root)!.taken.has("pages/home.yaml"));
    assert.equal(pagesParsed(), [], "no other page's data parsed");
  }),
);

test("a file found in its kept state is not read; one changed, even to text of the same length, is read again", () =>
  inFixture((root) => {
    const settledMs = SETTLED.ms;
    SETTLED.ms = -60_000;
    try {
      takenByNewLoad(root);
      takenByNewLoad(root);
      assert.equal([...LoadCache.open(root)!.unread].sort(), yamlFiles(root), "every file taken unread");
      const page = join(root, "pages/for-testland.yaml");
      const text = readFileSync(page, "utf8");
      assert.ok(text.includes("Testland"));
      writeFileSync(page, text.replace("Testland", "Testlant"));
      const { project } = takenByNewLoad(root);
      assert.equal([...LoadCache.open(root)!.unread].sort(), yamlFiles(root).filter((name) => name !== "pages/for-testland.yaml"));
      assert.ok(project.pages.find((each) => each.name === "for-testland")?.data.meta.title.includes("Testlant"));
    } finally {
      SETTLED.ms = settledMs;
    }
  }),
);

test("the key holds the schema, the checks' context, the name and the text's digest: a schema change misses every entry", () => {
  const digest = new SourceFile("pages/a.yaml", "meta: {}\n").digest;
  const key = LoadCache.key("pages/a.yaml", digest, pageSchema, "ctx");
  assert.is(LoadCache.key("pages/a.yaml", digest, pageSchema, "ctx"), key);
  const changed = { ...pageSchema, description: `${String((pageSchema as { description?: string }).description)} (changed)` };
  assert.is.not(LoadCache.key("pages/a.yaml", digest, changed, "ctx"), key, "schema");
  assert.is.not(LoadCache.key("pages/a.yaml", digest, pageSchema, "other"), key, "context (placeholder names)");
  assert.is.not(LoadCache.key("pages/b.yaml", digest, pageSchema, "ctx"), key, "name");
  assert.is.not(LoadCache.key("pages/a.yaml", new SourceFile("pages/a.yaml", "meta: {}\n\n").digest, pageSchema, "ctx"), key, "text");
});

test("a cache file that is a link is never read, and is replaced (not written through); an altered one is not trusted", () => {
  const root = tempProject("fixture");
  const outside = join(root, "..", `outside-${process.pid}.json`);
  try {
    takenByNewLoad(root);
    renameSync(cacheFile(root), outside);
    symlinkSync(outside, cacheFile(root));
    const before = readFileSync(outside);
    const page = join(root, "pages/for-testland.yaml");
    writeFileSync(page, `${readFileSync(page, "utf8")}\n`); // something to save
    assert.equal(takenByNewLoad(root).taken, [], "nothing read through the link");
    assert.ok(readFileSync(outside).equals(before), "the link's target is unchanged");
    assert.ok(lstatSync(cacheFile(root)).isFile(), "a file of its own in the link's place");
    // One character of the signed text changed: the whole file is as good as empty.
    writeFileSync(cacheFile(root), readFileSync(cacheFile(root), "utf8").replace("Testland", "Testlant"));
    const { project, taken } = takenByNewLoad(root);
    assert.equal(taken, []);
    assert.ok(project.pages.some((each) => each.data.meta.title.includes("Testland")));
  } finally {
    rmSync(outside, { force: true });
    removeProject(root);
  }
});

/** What a load gives: every file's problems and notes, every page's data. */
function outcomes(project: ReturnType<typeof loadProject>) {
  const files = project.files.map((file) => ({ name: file.name, problems: file.problems, notes: file.notes })).sort((a, b) => (a.name < b.name ? -1 : 1));
  return JSON.stringify({ files, pages: project.pages.map((page) => [page.name, page.data]), site: project.site?.data, orphans: project.orphanProblems });
}
/** The same load with no cache at all: every file parsed. */
function parsedAfresh(root: string) {
  rmSync(cacheFile(root), { force: true });
  rmSync(deltaFile(root), { force: true });
  return takenByNewLoad(root);
}
const retitle = (root: string, page: string, title: string) => {
  const path = join(root, "pages", `${page}.yaml`);
  writeFileSync(path, readFileSync(path, "utf8").replace(/^(  title: ).*$/m, `$1${title}`));
};

/** With the delta's share of the whole file raised: the fixture's three pages make any change a large share. */
function withShare<T>(share: number, body: () => T): T {
  const before = LoadCache.deltaShare;
  LoadCache.deltaShare = share;
  try {
    return body();
  } finally {
    LoadCache.deltaShare = before;
  }
}

test("one file changed: only a delta is written, and a new process merging it loads exactly what a full load gives", () =>
  inFixture((root) => {
    withShare(0.9, () => {
      takenByNewLoad(root);
      const whole = readFileSync(cacheFile(root));
      retitle(root, "for-testland", "A new title for Testland");
      takenByNewLoad(root);
      assert.ok(readFileSync(cacheFile(root)).equals(whole), "the whole file is not written again");
      assert.ok(existsSync(deltaFile(root)), "a delta beside it");
      retitle(root, "contact", "A new title for Contact");
      takenByNewLoad(root);
      assert.ok(readFileSync(cacheFile(root)).equals(whole), "a second change: still the delta only");
      const merged = takenByNewLoad(root);
      assert.equal(merged.taken, yamlFiles(root), "every file from the whole file and the delta");
      const fresh = parsedAfresh(root);
      assert.equal(fresh.taken, []);
      assert.is(outcomes(merged.project), outcomes(fresh.project));
      assert.ok(outcomes(fresh.project).includes("A new title for Contact") && outcomes(fresh.project).includes("A new title for Testland"));
    });
  }),
);

test("a load under another NODE_ENV takes every file from the cache the build wrote: the dev server, its editor and the scripts do not run as the build does", () =>
  inFixture((root) => {
    const other = process.env.NODE_ENV === "production" ? "development" : "production";
    const validated = spawnSync(process.execPath, [join(ROOT, "scripts/build/launch.mjs"), "--validate"], { cwd: root, encoding: "utf8", env: { ...process.env, NODE_ENV: other } });
    assert.is(validated.status, 0, validated.stdout + validated.stderr);
    assert.equal(takenByNewLoad(root).taken, yamlFiles(root));
  }),
);

test("a removed file's entry goes with the delta: put back, it is parsed again", () =>
  inFixture((root) => {
    withShare(0.9, () => {
      takenByNewLoad(root);
      const page = join(root, "pages/for-testland.yaml");
      const text = readFileSync(page, "utf8");
      const whole = readFileSync(cacheFile(root));
      rmSync(page);
      takenByNewLoad(root);
      assert.ok(readFileSync(cacheFile(root)).equals(whole) && existsSync(deltaFile(root)), "removed in the delta only");
      writeFileSync(page, text);
      const { taken } = takenByNewLoad(root);
      assert.equal(taken, yamlFiles(root).filter((name) => name !== "pages/for-testland.yaml"), "not taken from the whole file");
    });
  }),
);

test("a delta grown past its share is folded into the whole file, and the delta removed", () =>
  inFixture((root) => {
    takenByNewLoad(root);
    const whole = readFileSync(cacheFile(root));
    withShare(0.01, () => {
      retitle(root, "for-testland", "A new title for Testland");
      takenByNewLoad(root);
    });
    assert.not.ok(readFileSync(cacheFile(root)).equals(whole), "the whole file written again");
    assert.not.ok(existsSync(deltaFile(root)), "no delta");
    assert.equal(takenByNewLoad(root).taken, yamlFiles(root));
  }),
);

test("an altered or unsigned delta, or one made for an earlier whole file, is ignored: its files are parsed again", () =>
  inFixture((root) => {
    withShare(0.9, () => {
      takenByNewLoad(root);
      retitle(root, "for-testland", "A new title for Testland");
      takenByNewLoad(root);
      const delta = readFileSync(deltaFile(root), "utf8");
      const others = yamlFiles(root).filter((name) => name !== "pages/for-testland.yaml");
      // The delta's data altered: trusted, the page would load with the altered title.
      writeFileSync(deltaFile(root), delta.replace("A new title for Testland", "An altered title for Testland"));
      const altered = takenByNewLoad(root);
      assert.equal(altered.taken, others);
      assert.is(altered.project.pages.find((each) => each.name === "for-testland")?.data.meta.title, "A new title for Testland");
      writeFileSync(deltaFile(root), `${"0".repeat(64)}\n${delta.slice(delta.indexOf("\n") + 1)}`);
      assert.equal(takenByNewLoad(root).taken, others, "unsigned");
      // A signed delta of an earlier whole file: the whole file written again since (the delta past its share).
      writeFileSync(deltaFile(root), delta);
      assert.equal(takenByNewLoad(root).taken, yamlFiles(root), "the delta put back is the tools' own");
      withShare(0.01, () => {
        retitle(root, "for-testland", "Another title for Testland");
        takenByNewLoad(root);
      });
      assert.not.ok(existsSync(deltaFile(root)), "the whole file written again");
      retitle(root, "for-testland", "A new title for Testland");
      writeFileSync(deltaFile(root), delta);
      assert.equal(takenByNewLoad(root).taken, others, "a delta naming an earlier whole file");
    });
  }),
);

test.run();
