// The scale bench's folders moved aside until every row is measured (scripts/bench/aside.ts): a cold build is not
// timed just after the bench deleted thousands of files.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { Aside } from "../../scripts/bench/aside";

const test = suite("bench aside");

test("a folder put aside is gone from its place at once and deleted only when the aside is cleared", () => {
  const dir = mkdtempSync(join(tmpdir(), "aside-test-"));
  try {
    mkdirSync(join(dir, "out/page"), { recursive: true });
    writeFileSync(join(dir, "out/page/index.html"), dir);
    const aside = new Aside();
    aside.put(join(dir, "out"));
    aside.put(join(dir, "missing"));
    assert.not.ok(existsSync(join(dir, "out")));
    const held = readdirSync(tmpdir()).filter((name) => name.startsWith("bench-aside-")).map((name) => join(tmpdir(), name));
    const kept = held.filter((folder) => existsSync(join(folder, "1-out/page/index.html")) && readFileSync(join(folder, "1-out/page/index.html"), "utf8") === dir);
    assert.is(kept.length, 1, "the output, kept whole until cleared");
    aside.clear();
    assert.not.ok(existsSync(kept[0]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
