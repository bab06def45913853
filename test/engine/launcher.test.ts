// npm run build's launcher (scripts/build/launch.mjs): the bundled build command in plain Node when this version of
// the engine has one in a cache the tools made (the engine's, shared by every site it builds), byte for byte what the
// sources build; tsx and the sources otherwise.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { CACHE_MARKER, cacheFolder, cachePath } from "../../src/pipeline/cache";
import { bundleSignature, CODE_ROOT_ENV, SIGNATURE } from "../../src/pipeline/emit/workers/bundle-key.mjs";
import { threadEntry } from "../../src/pipeline/emit/workers/thread-bundle";
import { USAGE } from "../../scripts/build/args";
import { inTempProject, removeProject, tempProject } from "../helpers/project";

const test = suite("engine: the build command's launcher");

// As the launcher sets it: the bundle's key holds NODE_ENV, and this process makes the bundle the launcher looks for.
process.env.NODE_ENV = "production";

const ROOT = join(import.meta.dirname, "../..");
const LAUNCH = join(ROOT, "scripts/build/launch.mjs");
const SPY = "(the bundled command)";

/**
 * Runs the launcher in `root` as `npm run build` does, with the engine's bundle kept in `code`'s cache (by default the
 * site's own, so the test's bundle never meets the engine's); `env` replaces variables of the test's own environment.
 */
function launch(root: string, args: string[], env: Record<string, string> = {}, code = root) {
  const run = spawnSync(process.execPath, [LAUNCH, ...args], { cwd: root, encoding: "utf8", env: { ...process.env, [CODE_ROOT_ENV]: code, ...env } });
  return { code: run.status, output: run.stdout + run.stderr };
}

/** Signs the bundle's folder again, as the tools do when they make it. */
const sign = (root: string, folder: string) => writeFileSync(join(folder, SIGNATURE), bundleSignature(folder, cacheFolder(root).secret));

/**
 * The bundle's command.mjs, wrapped so that a run says it came from there (and then does all the real one does), and
 * the folder signed again (`resign`: false leaves the old signature, as a file planted by a checkout or a pull would).
 */
async function spiedBundle(root: string, resign = true): Promise<string> {
  const command = join(fileURLToPath(await threadEntry(root)), "..", "command.mjs");
  renameSync(command, join(command, "..", "command-real.mjs"));
  writeFileSync(command, `process.stderr.write(${JSON.stringify(SPY + "\n")});\nexport * from "./command-real.mjs";\n`);
  if (resign) sign(root, join(command, ".."));
  return command;
}

test("from the bundle, in plain Node: the same files, byte for byte, as the sources' build through tsx", async () => {
  // The project's own src/: the browser's scripts are bundled from there.
  const root = tempProject("fixture", { code: true });
  try {
    await spiedBundle(root);
    const bundled = launch(root, ["--out", "bundled"]);
    assert.is(bundled.code, 0, bundled.output);
    assert.ok(bundled.output.startsWith(SPY), bundled.output);
    assert.match(bundled.output, /0 errors, 0 warnings; built \d+ pages/);
    const sources = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "build.ts"), "--out", "sources"], { cwd: root, encoding: "utf8" });
    assert.is(sources.status, 0, sources.stderr);
    const files = (dir: string) => readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).filter((name) => statSync(join(root, dir, name)).isFile()).sort();
    assert.equal(files("bundled"), files("sources"));
    for (const name of files("sources")) assert.ok(readFileSync(join(root, "bundled", name)).equals(readFileSync(join(root, "sources", name))), name);
  } finally {
    removeProject(root);
  }
});

test("a site's first build (no .cache of its own) runs from the bundle another site's build made for this engine", async () => {
  const engine = tempProject("fixture", { warmCache: false });
  const site = tempProject("fixture", { warmCache: false });
  try {
    rmSync(join(site, ".cache"), { recursive: true, force: true });
    assert.is(launch(site, ["--help"], {}, engine).output, `${USAGE}\n`, "no bundle yet: the sources");
    await spiedBundle(engine);
    const first = launch(site, ["--validate"], {}, engine);
    assert.is(first.code, 0, first.output);
    assert.ok(first.output.startsWith(SPY), first.output);
    assert.not.ok(existsSync(join(site, ".cache", "threads")), "nothing of the bundle in the site's cache");
  } finally {
    removeProject(engine);
    removeProject(site);
  }
});

test("the sources through tsx when the bundle is another version's, not signed by the tools, in a cache they did not make, or a link", () =>
  inTempProject("fixture", { warmCache: false }, async (root) => {
    const command = await spiedBundle(root, false);
    assert.is(launch(root, ["--help"]).output, `${USAGE}\n`, "a file changed in the bundle's folder without the tools' signature is never run");
    sign(root, join(command, ".."));
    const fromBundle = launch(root, ["--help"]);
    assert.is(fromBundle.code, 0);
    assert.is(fromBundle.output, `${SPY}\n${USAGE}\n`, "the bundle is taken when it is this version's");
    // Another NODE_ENV is another version of the code: another key.
    assert.is(launch(root, ["--help"], { NODE_ENV: "development" }).output, `${USAGE}\n`);
    const marker = join(cachePath(root), CACHE_MARKER);
    const made = readFileSync(marker, "utf8");
    writeFileSync(marker, JSON.stringify({ ...JSON.parse(made), ino: 1 }));
    assert.is(launch(root, ["--help"]).output, `${USAGE}\n`, "a .cache whose marker names another folder (copied, checked out) is not run from");
    writeFileSync(marker, made);
    assert.is(launch(root, ["--help"]).output, `${SPY}\n${USAGE}\n`);
    renameSync(command, `${command}.aside`);
    symlinkSync(`${command}.aside`, command);
    const linked = launch(root, ["--help"]);
    assert.is(linked.code, 0);
    assert.is(linked.output, `${USAGE}\n`, "command.mjs as a link is not loaded");
  }),
);

test.run();
