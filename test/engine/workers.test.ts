// The build's render threads: the same bytes whatever their number, a render error from a thread as plain as one
// from the build's own thread with dist/ untouched, errors carried across as the build reports them, BUILD_WORKERS read.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { cachePath } from "../../src/pipeline/cache";
import { fromFailure, toFailure } from "../../src/pipeline/emit/workers/failure";
import { threadsRunning, threadsStarted, workerCount, WORKERS_ENV, WorkerPool } from "../../src/pipeline/emit/workers/pool";
import { startThread, withoutTsx } from "../../src/pipeline/emit/workers/thread-argv";
import { TSX_ENTRY } from "../../src/pipeline/emit/workers/jobs";
import { PictureError } from "../../src/pipeline/picture-error";
import { inTempProject, previousDist, removeProject, snapshot, tempProject } from "../helpers/project";

const test = suite("engine: render threads");

/** Every file under `dir` with its bytes' hash, in name order. */
function hashes(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort()
    .map((name) => [name, createHash("sha256").update(readFileSync(join(dir, name))).digest("hex")]);
}

/**
 * A build with BUILD_WORKERS set, from no rendered page: the pages are rendered by the threads, not read. Returns the
 * threads it started before its render (when it names the languages, after its checks) and in all.
 */
async function coldBuild(root: string, out: string, threads: string): Promise<[checking: number, all: number]> {
  rmSync(cachePath(root, "render"), { recursive: true, force: true });
  const before = threadsStarted();
  let checking = -1;
  process.env[WORKERS_ENV] = threads;
  try {
    const lines: string[] = [];
    const print = (line: string) => {
      if (line.startsWith("de (Deutsch)")) checking = threadsStarted() - before;
      lines.push(line);
    };
    const { code } = await run({ root, outDir: join(root, out), validateOnly: false, production: false, strict: false }, print);
    assert.is(code, 0, lines.join("\n"));
  } finally {
    delete process.env[WORKERS_ENV];
  }
  return [checking, threadsStarted() - before];
}

test("the real site built with 2 threads started early, with 1 started late, which write the routes' files and copies themselves, and with none: every file byte for byte the same", () =>
  inTempProject("real", { code: true }, async (root) => {
    const uncached = () => ["social-cards", "coverage", "fonts"].forEach((name) => rmSync(cachePath(root, name), { recursive: true, force: true }));
    // Into a folder that exists, the threads start when their work comes: the card fonts read in a thread that ends
    // with the glyph check, the cards drawn in a thread of their own (fewer cards than it takes to start more), then
    // the pages.
    uncached();
    mkdirSync(join(root, "dist-1"));
    assert.equal(await coldBuild(root, "dist-1", "1"), [1, 1 + 1 + 1]);
    // A first build into a new folder starts its threads as the YAML is loaded (warm-threads.ts): the cards' thread,
    // which reads the card fonts too, and a page thread; a second page thread once the cards are drawn.
    uncached();
    assert.equal(await coldBuild(root, "dist-2", "2"), [1 + 1, 1 + 1 + 1]);
    assert.equal(Object.keys(createRequire(import.meta.url).cache).filter((path) => path.includes("/node_modules/harfbuzzjs/")), [], "no HarfBuzz in the build's own thread");
    const one = hashes(join(root, "dist-1"));
    assert.ok(one.length > 300, `${one.length} files`);
    assert.ok(one.some(([name]) => name === "ar/index.html.br") && one.some(([name]) => name.startsWith("assets/social/")));
    assert.equal(hashes(join(root, "dist-2")), one);
    // No thread: every file written by the build's own thread, the copies made by compressTree after the pages.
    assert.equal(await coldBuild(root, "dist-0", "0"), [0, 0]);
    assert.equal(hashes(join(root, "dist-0")), one);
  }),
);

test("a page that fails to render in a thread: the plain one-line error of any internal failure, exit 2, dist/ as it was (none in a first build)", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    // The engine's own code broken for one page (the threads load the project's src/, as the CLI does).
    const app = join(root, "src/app/app.tsx");
    const source = readFileSync(app, "utf8");
    writeFileSync(app, source.replace(/export function App\(\{ site, page, ssrPath \}: AppProps\) \{\n/, (start) => `${start}  if (ssrPath === "/contact") throw new Error("the contact page broke\\n  a second line");\n`));
    assert.ok(readFileSync(app, "utf8").includes("the contact page broke"), "the failure was planted");
    const before = snapshot(previousDist(root));
    const expected = "internal error: rendering /contact: the contact page broke\n  hint: this is a bug in the engine, not in your YAML; run with DEBUG=1 for details. dist/ was not changed.";
    const result = spawnSync(process.execPath, ["--import", "tsx", "build.ts"], { cwd: root, encoding: "utf8", env: { ...process.env, [WORKERS_ENV]: "2" } });
    assert.is(result.status, 2, result.stderr);
    assert.is(result.stderr.trim().split("\n").slice(-2).join("\n"), expected);
    assert.not.match(result.stderr, /^\s+at /m);
    assert.equal(snapshot(join(root, "dist")), before);
    assert.equal(readdirSync(root).filter((name) => name.startsWith("dist.")), [], "no staging folder left");
    // A first build, whose threads write the pages themselves: the same error, and no folder left at all.
    rmSync(join(root, "dist"), { recursive: true });
    const first = spawnSync(process.execPath, ["--import", "tsx", "build.ts"], { cwd: root, encoding: "utf8", env: { ...process.env, [WORKERS_ENV]: "2" } });
    assert.is(first.status, 2, first.stderr);
    assert.is(first.stderr.trim().split("\n").slice(-2).join("\n"), expected);
    assert.equal(readdirSync(root).filter((name) => name.startsWith("dist")), [], "neither dist/ nor a staging folder");
  }),
);

test("a first build whose checks fail closes the threads it started early: the build ends with its problem, no folder made", async () => {
  const root = tempProject("fixture", { code: true });
  const before = threadsStarted();
  process.env[WORKERS_ENV] = "2";
  try {
    for (const made of [join(root, "dist"), cachePath(root, "social-cards"), cachePath(root, "render")]) rmSync(made, { recursive: true, force: true });
    const contact = join(root, "pages/contact.yaml");
    writeFileSync(contact, readFileSync(contact, "utf8").replace("    lead: Write to us or book a free consultation.\n", "$&    colour: blue\n"));
    const lines: string[] = [];
    const { code } = await run({ root, outDir: join(root, "dist"), validateOnly: false, production: false, strict: false }, (line) => lines.push(line));
    assert.is(code, 1);
    assert.ok(lines.some((line) => line.startsWith('pages/contact.yaml:11:5: error: unknown field "colour" in a hero section\n')), lines.join("\n"));
    // The page with the problem is left out, so home's link to its section is reported too.
    assert.is(lines.at(-1), "2 errors in 2 files; dist/ was not changed.");
    assert.is(threadsStarted() - before, 1 + 1, "the cards' thread and a page thread, started as the YAML was loaded");
    assert.is(threadsRunning(), 0, "none left running");
    assert.equal(readdirSync(root).filter((name) => name.startsWith("dist")), []);
  } finally {
    delete process.env[WORKERS_ENV];
    removeProject(root);
  }
});

test("errors cross from a thread as the build reports them: a picture's problem at its line, a file system error's code and path", () => {
  const picture = fromFailure(toFailure(new PictureError(["settings", "organization", "logo"], "logo /logo.svg cannot be drawn", "use a PNG")));
  assert.instance(picture, PictureError);
  assert.equal([(picture as PictureError).segments, picture.message, (picture as PictureError).hint], [["settings", "organization", "logo"], "logo /logo.svg cannot be drawn", "use a PNG"]);
  const fs = fromFailure(toFailure(Object.assign(new Error("EACCES: permission denied"), { code: "EACCES", syscall: "open", path: "/site/.cache/render/x.json" })));
  assert.equal([fs.message, (fs as NodeJS.ErrnoException).code, (fs as NodeJS.ErrnoException).syscall, (fs as NodeJS.ErrnoException).path], ["EACCES: permission denied", "EACCES", "open", "/site/.cache/render/x.json"]);
  assert.equal(toFailure("thrown text"), { message: "thrown text" });
});

test("BUILD_WORKERS forces the number of threads; unset, a small site renders in the build's own thread", () => {
  assert.is(workerCount(20, "2"), 2);
  assert.is(workerCount(5000, "0"), 0);
  assert.is(workerCount(20, undefined), 0);
  assert.ok(workerCount(5000, undefined) >= 1);
  for (const bad of ["two", "-1", "1.5", "65"]) {
    assert.throws(() => workerCount(20, bad), (error: Error) => error.message === `BUILD_WORKERS=${bad} is not a number of threads from 0 to 64 (0 renders in the build's own thread)`);
  }
});

test("a thread starts without tsx's options (its command's and `--import tsx`), keeping Node's others; tsx's entry still registers it", async () => {
  const command = ["--require", "/engine/node_modules/tsx/dist/preflight.cjs", "--import", "file:///engine/node_modules/tsx/dist/loader.mjs"];
  assert.equal(withoutTsx([...command, "--cpu-prof", "--cpu-prof-dir=/tmp/p"]), ["--cpu-prof", "--cpu-prof-dir=/tmp/p"]);
  assert.equal(withoutTsx(["--import", "tsx", "--import=tsx/esm", "--import", "./own.mjs", "--enable-source-maps"]), ["--import", "./own.mjs", "--enable-source-maps"]);
  // Started through tsx's entry and with the options this process was given: the sources load, so tsx is registered there.
  const pool = new WorkerPool<unknown, unknown, { message: string }>(TSX_ENTRY, 1);
  try {
    const failure = await pool.run({ kind: "page", language: 9, page: null, path: "/" }).catch((error: { message: string }) => error);
    assert.equal(failure, { message: "no language 9 was sent to the render thread" });
  } finally {
    await pool.close();
  }
});

test("a thread starts from a process run with options Node refuses in a thread (the dev builder's --expose-gc, V8's heap size): without them, with the rest", async () => {
  const given = [...process.execArgv];
  const own = new URL(`data:text/javascript,${encodeURIComponent('import { parentPort, workerData } from "node:worker_threads"; parentPort.postMessage([process.execArgv, workerData]);')}`);
  process.execArgv.push("--expose-gc", "--no-warnings", "--max-old-space-size=900");
  try {
    for (const round of [1, 2]) {
      const thread = startThread(own, { workerData: round });
      const [argv, data] = await new Promise<[string[], number]>((resolve, reject) => thread.once("message", resolve).once("error", reject));
      await thread.terminate();
      assert.equal(argv, [...withoutTsx(given), "--no-warnings"], `thread ${round}`);
      assert.is(data, round);
    }
  } finally {
    process.execArgv.splice(0, process.execArgv.length, ...given);
  }
});

test("a mistyped BUILD_WORKERS stops the build before any work, in plain words, with dist/ untouched", async () => {
  const root = tempProject("fixture");
  const dist = previousDist(root);
  const before = snapshot(dist);
  process.env[WORKERS_ENV] = "two";
  try {
    const lines: string[] = [];
    const { code } = await run({ root, outDir: dist, validateOnly: false, production: false, strict: false }, (line) => lines.push(line));
    assert.is(code, 2);
    assert.equal(lines.slice(-1), [
      "error: BUILD_WORKERS=two is not a number of threads from 0 to 64 (0 renders in the build's own thread)\n  hint: write a whole number such as 2, or unset BUILD_WORKERS for one thread per core on sites of 200 pages or more.\nnothing was built; no folder was changed.",
    ]);
    assert.equal(snapshot(dist), before);
  } finally {
    delete process.env[WORKERS_ENV];
    removeProject(root);
  }
});

test.run();
