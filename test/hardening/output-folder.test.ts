// Items 1, 5 and 10 of the threat list: the build replaces only a folder it made, and "dist/ was not changed" is true.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseArgs, USAGE } from "../../scripts/build/args";
import { run } from "../../src/pipeline/build";
import { MARKER } from "../../src/pipeline/emit/out-dir";
import { normalize } from "../helpers/fixture-cases";
import { inTempProject, previousDist, removeProject, snapshot, tempProject } from "../helpers/project";

const test = suite("hardening: the output folder");

/** The build as the CLI runs it in-process, with --out as given (relative to the project). */
async function build(root: string, args: string[]) {
  const lines: string[] = [];
  const { code } = await run({ ...parseArgs(args, root), writeSchemas: false }, (line) => lines.push(line));
  return { code, output: normalize(lines.join("\n"), root) };
}

const sources = (root: string) => ["site.yaml", "pages", "src", "package.json"].filter((name) => existsSync(join(root, name)));

for (const [out, message] of [
  [".", "--out . is the project folder or holds it; the build replaces its output folder whole"],
  ["..", "--out .. is the project folder or holds it; the build replaces its output folder whole"],
  ["src", "--out src holds files the build did not make (it has no .site-build file)"],
  ["pages", "--out pages holds files the build did not make (it has no .site-build file)"],
] as const) {
  test(`1. --out ${out} is refused and the project is intact`, async () => {
    const root = tempProject("fixture", { code: true });
    try {
      const before = snapshot(join(root, "pages"));
      const { code, output } = await build(root, ["--out", out]);
      const hint = out === "." || out === ".." ? "" : "; or, if nothing in it is needed, delete the folder yourself and build again";
      assert.is(output, `error: ${message}\n  hint: build into a folder of its own: leave out --out for dist/, or name a new folder, e.g. --out site-out${hint}\nnothing was built; no folder was changed.`);
      assert.is(code, 2);
      assert.equal(sources(root), ["site.yaml", "pages", "src", "package.json"]);
      assert.equal(snapshot(join(root, "pages")), before);
    } finally {
      removeProject(root);
    }
  });
}

test("1. a folder holding package.json or .git is refused by name, even when it looks like a build", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    mkdirSync(join(root, "other/.git"), { recursive: true });
    writeFileSync(join(root, "other/package.json"), "{}\n");
    writeFileSync(join(root, "other", MARKER), "");
    const { code, output } = await build(root, ["--out", "other"]);
    assert.is(output.split("\n")[0], "error: --out other holds package.json, .git: it is a project, not a build");
    assert.is(code, 2);
    assert.ok(existsSync(join(root, "other/package.json")));
  }),
);

test("1. a new folder is built with the marker, and the next build may replace it", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    assert.is((await build(root, ["--out", "site-out"])).code, 0);
    assert.ok(existsSync(join(root, "site-out", MARKER)), "marker written");
    assert.ok(existsSync(join(root, "site-out/index.html")));
    const again = await build(root, ["--out", "site-out"]);
    assert.is(again.code, 0, again.output);
  }),
);

test("5. a .cache that is a file fails before the swap: a plain message, exit 1, dist/ exactly as it was", () =>
  inTempProject("fixture", { code: true, warmCache: false }, async (root) => {
    writeFileSync(join(root, ".cache"), "not a folder\n");
    const before = snapshot(previousDist(root));
    const { code, output } = await build(root, []);
    assert.is(output, "error: cannot write .cache (EEXIST)\n  hint: a file stands where a folder is needed on that path: move or delete the file, then build again\n1 error; dist/ was not changed.");
    assert.is(code, 1);
    assert.equal(snapshot(join(root, "dist")), before);
    assert.equal(readdirSync(root).filter((name) => name.startsWith("dist.")), [], "no dist.tmp-* or dist.old-* left");
  }),
);

test("5. leftovers of a killed build are removed; a folder of the same shape that the build did not make is kept", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    for (const name of ["dist.tmp-999999", "dist.old-999998"]) {
      mkdirSync(join(root, name));
      writeFileSync(join(root, name, MARKER), "");
    }
    mkdirSync(join(root, "dist.old-999997"));
    writeFileSync(join(root, "dist.old-999997/notes.txt"), "mine\n");
    assert.is((await build(root, [])).code, 0);
    assert.equal(readdirSync(root).filter((name) => name.startsWith("dist.")), ["dist.old-999997"]);
    assert.is(readFileSync(join(root, "dist.old-999997/notes.txt"), "utf8"), "mine\n");
  }),
);

function cli(root: string, args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "build.ts", ...args], { cwd: root, encoding: "utf8" });
  return { code: result.status, stderr: result.stderr };
}

test("10. --out without a folder is a usage error: exit 2 and the usage text, no internal error", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    for (const args of [["--out"], ["--out", "--strict"]]) {
      const { code, stderr } = cli(root, args);
      assert.is(stderr, `--out needs a folder name, e.g. --out dist\n\n${USAGE}\n`);
      assert.is(code, 2);
    }
    assert.not.ok(existsSync(join(root, "dist")));
  }),
);

test.run();
