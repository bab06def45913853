// The long-cached files' copies started as soon as they exist (the browser's scripts, while the pages are made), kept
// in the cache by their content, where compressTree finds them: the same bytes, made once.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { compressEarly, compressTree, compressedCopies } from "../../src/pipeline/emit/compress";

const test = suite("compress early");
let dir = "";

test.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), "compress-early-"));
  mkdirSync(join(dir, "out/assets"), { recursive: true });
});
test.after.each(() => rmSync(dir, { recursive: true, force: true }));

const script = Buffer.from(Array.from({ length: 400 }, (_, index) => `export const value${index} = "${index % 7}";`).join("\n"));
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test("an asset's copies are kept in the cache by its content, the bytes compressTree would make; a page's and a page stylesheet's are not", async () => {
  writeFileSync(join(dir, "out/assets/app-A1.js"), script);
  writeFileSync(join(dir, "out/index.html"), "<!doctype html><title>x</title>");
  mkdirSync(join(dir, "out/assets/styles"));
  writeFileSync(join(dir, "out/assets/styles/page-A1.css"), ".css-a1{color:red}");
  await compressEarly(join(dir, "out"), ["assets/app-A1.js", "index.html", "assets/logo.png", "assets/styles/page-A1.css"], join(dir, "cache"));
  assert.equal(readdirSync(join(dir, "cache")).sort(), [`${sha(script)}.br`, `${sha(script)}.gz`]);
  const [[, br], [, gz]] = compressedCopies(script);
  assert.ok(readFileSync(join(dir, "cache", `${sha(script)}.br`)).equals(br), "brotli at quality 11");
  assert.ok(readFileSync(join(dir, "cache", `${sha(script)}.gz`)).equals(gz));
});

test("compressTree writes the copies made early rather than making them again", async () => {
  writeFileSync(join(dir, "out/assets/app-A1.js"), script);
  await compressEarly(join(dir, "out"), ["assets/app-A1.js"], join(dir, "cache"));
  // What the cache holds is what is written: marked, so a copy made again would show.
  writeFileSync(join(dir, "cache", `${sha(script)}.br`), "made early");
  assert.is(await compressTree(join(dir, "out"), join(dir, "cache")), 1);
  assert.is(readFileSync(join(dir, "out/assets/app-A1.js.br"), "utf8"), "made early");
});

test("started and not awaited, the copies are the same bytes when compressTree follows at once", async () => {
  writeFileSync(join(dir, "out/assets/app-A1.js"), script);
  const early = compressEarly(join(dir, "out"), ["assets/app-A1.js"], join(dir, "cache"));
  await compressTree(join(dir, "out"), join(dir, "cache"));
  await early;
  const [[, br], [, gz]] = compressedCopies(script);
  assert.ok(readFileSync(join(dir, "out/assets/app-A1.js.br")).equals(br));
  assert.ok(readFileSync(join(dir, "out/assets/app-A1.js.gz")).equals(gz));
});

test("a file that is gone or a cache folder that cannot be made is left to compressTree, without an error", async () => {
  await compressEarly(join(dir, "out"), ["assets/gone-B2.js"], join(dir, "cache"));
  assert.equal(readdirSync(join(dir, "cache")), []);
  writeFileSync(join(dir, "blocked"), "a file where the cache folder would be");
  writeFileSync(join(dir, "out/assets/app-A1.js"), script);
  await compressEarly(join(dir, "out"), ["assets/app-A1.js"], join(dir, "blocked/cache"));
  await compressTree(join(dir, "out"), join(dir, "blocked/cache"));
  assert.ok(readFileSync(join(dir, "out/assets/app-A1.js.br")).equals(compressedCopies(script)[0][1]));
});

test.run();
