// The render threads' bundle: made once per version of the code into the project's cache, loading no source file and
// no tsx at run time, answering as the threads do; a cache that cannot hold it means tsx's entry, never a failed build.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { cachePath } from "../../src/pipeline/cache";
import { TSX_ENTRY } from "../../src/pipeline/emit/workers/jobs";
import { WORKERS_ENV } from "../../src/pipeline/emit/workers/pool";
import { earlyThreadEntry, threadEntry } from "../../src/pipeline/emit/workers/thread-bundle";
import { inTempProject, removeProject, tempProject } from "../helpers/project";
import { pipeline } from "../../scripts/build/recorded-run";

const test = suite("engine: the render threads' bundle");

/** What a thread started from `entry` answers to a page of a language it was never told. */
function answer(entry: URL): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry);
    worker.once("message", (reply: unknown) => void worker.terminate().then(() => resolve(reply)));
    worker.once("error", reject);
    worker.postMessage({ id: 7, task: { kind: "page", language: 9, page: null, path: "/" } });
  });
}

test("made once into .cache/threads/KEY/, importing only Node's modules and the files of the packages that load their own binaries, and answering as a thread does", () =>
  inTempProject("fixture", { warmCache: false }, async (root) => {
    const entry = await threadEntry(root);
    const file = fileURLToPath(entry);
    assert.match(file, new RegExp(`^${cachePath(root, "threads").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/[0-9a-f]{32}/thread\\.mjs$`));
    const made = statSync(file).mtimeMs;
    assert.equal(await threadEntry(root), entry, "the second build takes the same bundle");
    assert.is(statSync(file).mtimeMs, made, "and does not make it again");
    const chunks = readdirSync(join(file, "..")).filter((name) => name.endsWith(".mjs"));
    // The renderers stay in chunks of their own, loaded when a thread first renders a page or draws a card.
    assert.ok(chunks.some((name) => name.startsWith("render-")) && chunks.some((name) => name.startsWith("cards-")), chunks.join(" "));
    // Import and export statements only: a schema's "from" in the bundled code is no import.
    const imported = chunks.flatMap((name) => [...readFileSync(join(file, "..", name), "utf8").matchAll(/^(?:import|export)\b[^;"]*?(?:\bfrom ?)?"([^"]+)"/gm)].map((match) => match[1]));
    // A package that loads a native binary from its folder is imported by its file; React, emotion, satori and the
    // rest are inside the bundle, so no thread's loader reads and scans them one by one.
    assert.ok(imported.some((specifier) => /^file:\/\/\/.*\/node_modules\/@resvg\/resvg-js\//.test(specifier)), "resvg is imported by its file");
    assert.equal(imported.filter((specifier) => /\/node_modules\/(react|react-dom|@emotion\/[^/]+|satori|wouter|js-yaml|yaml)\//.test(specifier)), [], "the other packages are inside the bundle");
    const outside = imported.filter((specifier) => !specifier.startsWith("node:") && !builtinModules.includes(specifier) && !specifier.startsWith("./") && !/^file:\/\/\/.*\/node_modules\/(?!tsx\/)/.test(specifier));
    assert.equal(outside, [], "no source file and no tsx is loaded at run time");
    assert.equal(await answer(entry), { id: 7, error: { message: "no language 9 was sent to the render thread" } });
  }),
);

test("a cache that cannot hold the bundle (a file named threads): tsx's entry, and the threads still work", () =>
  inTempProject("fixture", { warmCache: false }, async (root) => {
    rmSync(cachePath(root, "threads"), { recursive: true, force: true });
    writeFileSync(cachePath(root, "threads"), "not a folder");
    const entry = await threadEntry(root);
    assert.is(entry.href, TSX_ENTRY.href);
    assert.equal(await answer(entry), { id: 7, error: { message: "no language 9 was sent to the render thread" } });
  }),
);

test("started before the YAML loads only for a site that will take threads (BUILD_WORKERS here; 200 page files without it)", async () => {
  const root = tempProject("fixture", { warmCache: false });
  try {
    assert.is(await earlyThreadEntry(root, root), undefined, "a small site starts no bundling");
    assert.not.ok(existsSync(cachePath(root, "threads")));
    process.env[WORKERS_ENV] = "1";
    const early = await earlyThreadEntry(root, root);
    assert.ok(early, "BUILD_WORKERS=1: the bundle is started");
    assert.equal(await early.entry, await threadEntry(root));
    assert.match(fileURLToPath(await early.entry), /\/threads\/[0-9a-f]{32}\/thread\.mjs$/);
  } finally {
    delete process.env[WORKERS_ENV];
    removeProject(root);
  }
});

test("the build's own code is bundled with the threads': a build run from it writes byte for byte what the sources write; a link is never loaded", async () => {
  const root = tempProject("fixture", { code: true });
  try {
    assert.is((await pipeline(root)).bundled, false, "no bundle yet: the sources");
    const entry = fileURLToPath(await threadEntry(root));
    const fromBundle = await pipeline(root);
    assert.is(fromBundle.bundled, true);
    const sources = await import("../../src/pipeline/build");
    assert.is.not(fromBundle.run, sources.run);
    const options = { root, validateOnly: false, production: false, strict: false };
    assert.is((await fromBundle.run({ ...options, outDir: join(root, "bundled") }, () => undefined)).code, 0);
    assert.is((await sources.run({ ...options, outDir: join(root, "sources") }, () => undefined)).code, 0);
    const files = (dir: string) => readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).filter((name) => statSync(join(root, dir, name)).isFile()).sort();
    assert.equal(files("bundled"), files("sources"));
    for (const name of files("sources")) assert.ok(readFileSync(join(root, "bundled", name)).equals(readFileSync(join(root, "sources", name))), name);
    const build = join(entry, "..", "build.mjs");
    renameSync(build, `${build}.aside`);
    symlinkSync(`${build}.aside`, build);
    assert.is((await pipeline(root)).bundled, false, "build.mjs a link: the sources");
  } finally {
    removeProject(root);
  }
});

test.run();
