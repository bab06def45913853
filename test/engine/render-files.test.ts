// The render cache kept near the size of the site: once it holds more than twice the renders a build used (and some
// spare), the renders that build did not use go, oldest first, with any temporary file a stopped build left.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { pruneRenders, renderCount, renderFile } from "../../src/pipeline/emit/render-files";

const test = suite("engine: the render cache's size");

/** A folder with `used` renders of this build and `others` older ones (other-0 the oldest), plus a stopped build's temporary file. */
function folder(used: number, others: number) {
  const dir = mkdtempSync(join(tmpdir(), "render-files-"));
  const keys = new Set(Array.from({ length: used }, (_, index) => `used-${index}`));
  const now = Date.now() / 1000;
  for (const key of keys) writeFileSync(renderFile(dir, key), "{}\n<p>");
  for (let index = 0; index < others; index++) {
    const file = renderFile(dir, `other-${index}`);
    writeFileSync(file, "{}\n<p>");
    utimesSync(file, now - 86_400 + index, now - 86_400 + index);
  }
  const temporary = `${renderFile(dir, "other-x")}.123-1`;
  writeFileSync(temporary, "{}");
  utimesSync(temporary, now - 90_000, now - 90_000);
  return { dir, keys };
}

test("within twice the site and 64 more: nothing goes", () => {
  const { dir, keys } = folder(10, 70);
  try {
    pruneRenders(dir, keys);
    assert.is(readdirSync(dir).length, 81);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("past it: the renders the build did not use go, oldest first (the temporary file with them), down to twice the site", () => {
  const { dir, keys } = folder(10, 200);
  try {
    pruneRenders(dir, keys);
    const left = readdirSync(dir).sort();
    assert.is(left.length, 20);
    assert.equal(left.filter((name) => name.startsWith("used-")).length, 10, "every render the build used is kept");
    assert.equal(left.filter((name) => name.startsWith("other-")), Array.from({ length: 10 }, (_, index) => `other-${190 + index}.page`).sort(), "the youngest others are kept");
    assert.is(renderCount(dir), 20);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a missing folder: nothing to count or prune, and no error", () => {
  const dir = join(tmpdir(), "render-files-missing-folder");
  assert.is(renderCount(dir), 0);
  pruneRenders(dir, new Set(["a"]));
});

test.run();
