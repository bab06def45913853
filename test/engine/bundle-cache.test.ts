// The browser bundle kept in .cache/bundle/: the same code gives the same scripts without bundling again; a changed
// source file of the project's src/ is bundled anew.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { cachedBundle } from "../../src/pipeline/emit/bundle-cache";
import { cachePath } from "../../src/pipeline/cache";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("engine: bundle cache");
const root = tempProject("fixture", { code: true });
const dir = () => cachePath(root, "bundle");

/** The scripts a bundle gives, by path under the output folder, and whether esbuild wrote them (a kept bundle is written through `write`). */
async function bundle() {
  const out = mkdtempSync(join(tmpdir(), "bundle-out-"));
  const written = new Map<string, string>();
  try {
    const result = await cachedBundle(root, out, dir(), (path, bytes) => written.set(path, Buffer.from(bytes).toString("base64")));
    const bundled = readdirSync(join(out), { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js")).sort();
    const files = written.size ? new Map([...written].sort()) : new Map(bundled.map((name) => [name, readFileSync(join(out, name)).toString("base64")]));
    return { result, files, fromCache: written.size > 0 };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

test.after(() => removeProject(root));

test("a second bundle of the same code comes from the cache with the same scripts, URLs and consent script", async () => {
  const first = await bundle();
  assert.is(first.fromCache, false);
  const second = await bundle();
  assert.is(second.fromCache, true);
  assert.equal([...second.files.keys()], [...first.files.keys()]);
  assert.equal(second.files, first.files);
  assert.equal(second.result.scripts, first.result.scripts);
  assert.equal(readdirSync(dir()).length, 1);
});

test("a changed source file is bundled again, into a new entry", async () => {
  const loader = join(root, "src/app/loader.ts");
  writeFileSync(loader, readFileSync(loader, "utf8") + "\nexport const bundleCacheTest = 1;\n");
  const changed = await bundle();
  assert.is(changed.fromCache, false);
  assert.equal(readdirSync(dir()).length, 2);
});

test.run();
