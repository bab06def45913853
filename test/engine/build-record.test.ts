// The build record: a build with nothing changed since the last good one does no work and says so; any change to
// what the build reads, to its settings, to the output folder or to the record itself means a whole build again.
import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { recordedRun } from "../../scripts/build/recorded-run";
import { startRecord } from "../../src/pipeline/build-record";
import { SETTLED } from "../../src/pipeline/input-hashes";
import type { BuildOptions } from "../../src/pipeline/build";
import { cachePath } from "../../src/pipeline/cache";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("engine: build record");
const root = tempProject("fixture", { code: true });
const outDir = join(root, "dist");
const options: BuildOptions = { root, outDir, validateOnly: false, production: false, strict: false };

async function build(extra: Partial<BuildOptions> = {}): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await recordedRun({ ...options, ...extra }, performance.now(), (line) => lines.push(line.replaceAll(root, "<project>")));
  return { code, lines };
}

/** Every output file's inode and modification time. */
const state = () => readdirSync(outDir, { recursive: true, encoding: "utf8" }).sort().map((name) => `${name} ${statSync(join(outDir, name)).ino} ${statSync(join(outDir, name)).mtimeMs}`);
const UP_TO_DATE = /^0 errors, 0 warnings; nothing changed since the last build: the 3 pages \(and 404\.html\) in <project>\/dist are up to date \(\d+ ms\)\.$/;
const BUILT = /^0 errors, 0 warnings; built 3 pages \(and 404\.html\) into <project>\/dist in \d+ ms\.$/;

test.after(() => removeProject(root));

test("the second build of unchanged input touches nothing and says the same, ending with 'nothing changed'", async () => {
  const first = await build();
  assert.is(first.code, 0);
  assert.match(first.lines.at(-1)!, BUILT);
  const before = state();
  const second = await build();
  assert.is(second.code, 0);
  assert.equal(second.lines.slice(0, -1), first.lines.slice(0, -1).filter((line) => !line.startsWith("updated ")));
  assert.match(second.lines.at(-1)!, UP_TO_DATE);
  assert.equal(state(), before);
});

test("a page changed, a file of the output edited, added or removed: a whole build, which puts the output right", async () => {
  const page = join(root, "pages/contact.yaml");
  const text = readFileSync(page, "utf8");
  writeFileSync(page, text.replace(/^(  title: ).*$/m, "$1Write to us | {brand}"));
  assert.match((await build()).lines.at(-1)!, BUILT);
  assert.match(readFileSync(join(outDir, "contact/index.html"), "utf8"), /<title>Write to us \| Talent Bridge<\/title>/);
  const sitemap = readFileSync(join(outDir, "sitemap.xml"), "utf8");
  for (const tamper of [() => appendFileSync(join(outDir, "sitemap.xml"), " "), () => writeFileSync(join(outDir, "stray.html"), "x"), () => rmSync(join(outDir, "404.html"))]) {
    tamper();
    assert.match((await build()).lines.at(-1)!, BUILT);
    assert.is(readFileSync(join(outDir, "sitemap.xml"), "utf8"), sitemap);
    assert.equal(readdirSync(outDir).filter((name) => name === "stray.html" || name === "404.html"), ["404.html"]);
  }
  assert.match((await build()).lines.at(-1)!, UP_TO_DATE);
});

test("a one-page rebuild records the files it linked by their previous states: the next build has nothing to do", async () => {
  const page = join(root, "pages/home.yaml");
  const text = readFileSync(page, "utf8");
  const before = new Set(state());
  writeFileSync(page, text.replace(/^(  title: ).*$/m, "$1Home again | {brand}"));
  try {
    assert.match((await build()).lines.at(-1)!, BUILT);
    const after = state();
    const kept = after.filter((line) => before.has(line)).length;
    assert.ok(kept > after.length / 2, `most files linked from the previous build (${kept} of ${after.length})`);
    assert.match((await build()).lines.at(-1)!, UP_TO_DATE);
  } finally {
    writeFileSync(page, text);
  }
  assert.match((await build()).lines.at(-1)!, BUILT);
});

test("the output folder's manifest removed or altered: a whole build, which keeps it again", async () => {
  const name = readdirSync(cachePath(root)).find((file) => file.startsWith("output-"))!;
  const path = cachePath(root, name);
  rmSync(path);
  assert.match((await build()).lines.at(-1)!, BUILT);
  assert.match((await build()).lines.at(-1)!, UP_TO_DATE);
  writeFileSync(path, readFileSync(path, "utf8").replace(/"settings":"/, '"settings":"x'));
  assert.match((await build()).lines.at(-1)!, BUILT);
  assert.match((await build()).lines.at(-1)!, UP_TO_DATE);
});

test("a file's hash is kept while its state is the one it was hashed with: the same size and time set back is still a change", async () => {
  const settled = SETTLED.ms;
  SETTLED.ms = 0;
  const page = join(root, "pages/contact.yaml");
  const text = readFileSync(page, "utf8");
  // A whole second a minute ago: set again after the edit, the modification time is exactly the same.
  const time = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
  utimesSync(page, time, time);
  const name = readdirSync(join(root, ".cache")).find((file) => file.startsWith("build-record-"))!;
  try {
    // No record: a whole build, which records every file with the state it has now.
    rmSync(join(root, ".cache", name));
    assert.match((await build()).lines.at(-1)!, BUILT);
    assert.match((await build()).lines.at(-1)!, UP_TO_DATE);
    const record = JSON.parse(readFileSync(join(root, ".cache", name), "utf8").split("\n").slice(1).join("\n")) as { stats: { [path: string]: string } };
    assert.ok(record.stats["pages/contact.yaml"] && record.stats["site.yaml"], "the files' states recorded");
    const { mtimeMs, size } = statSync(page);
    // The title's first letter changed: the same number of bytes.
    const changed = text.replace(/^(  title: )\w/m, "$1K");
    assert.ok(changed !== text && changed.length === text.length);
    writeFileSync(page, changed);
    utimesSync(page, time, time);
    assert.equal([statSync(page).size, statSync(page).mtimeMs], [size, mtimeMs], "the same size and modification time");
    assert.match((await build()).lines.at(-1)!, BUILT);
    assert.match(readFileSync(join(outDir, "contact/index.html"), "utf8"), /<title>K/);
  } finally {
    SETTLED.ms = settled;
    writeFileSync(page, text);
  }
  assert.match((await build()).lines.at(-1)!, BUILT);
});

test("a failed build leaves the output and its record: putting the page back needs no build", async () => {
  const page = join(root, "pages/contact.yaml");
  const text = readFileSync(page, "utf8");
  const before = state();
  writeFileSync(page, text.replace(/^(  title: ).*$/m, "$1[unclosed"));
  const failed = await build();
  assert.is(failed.code, 1);
  assert.match(failed.lines.at(-1)!, /dist\/ was not changed\.$/);
  writeFileSync(page, text);
  assert.match((await build()).lines.at(-1)!, UP_TO_DATE);
  assert.equal(state(), before);
});

test("other settings, another engine's record or an altered record are never replayed", () => {
  const started = performance.now();
  assert.ok(startRecord(options, started).replay, "unchanged: replayed");
  assert.is(startRecord({ ...options, production: true }, started).replay, undefined);
  assert.is(startRecord({ ...options, strict: true }, started).replay, undefined);
  const name = readdirSync(cachePath(root)).find((file) => file.startsWith("build-record-"))!;
  const path = cachePath(root, name);
  const signed = readFileSync(path, "utf8");
  writeFileSync(path, signed.replace(/"lines":\["/, '"lines":["forged '));
  assert.is(startRecord(options, started).replay, undefined);
  writeFileSync(path, signed);
  assert.ok(startRecord(options, started).replay, "the record as written: replayed");
  const node = process.versions.node;
  Object.defineProperty(process.versions, "node", { value: "0.0.0", configurable: true });
  try {
    assert.is(startRecord(options, started).replay, undefined);
  } finally {
    Object.defineProperty(process.versions, "node", { value: node, configurable: true });
  }
});

test.run();
