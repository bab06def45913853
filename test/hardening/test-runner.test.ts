// Item 16 of the threat list: npm test runs each file in its own process (quiet ones share one per folder); a failing,
// crashing or tool-less file is counted and named, and every other file still runs and counts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { groupFiles } from "../../scripts/test/groups";
import { runFiles, testFiles } from "../../scripts/test/run-files";
import { ROOT } from "../helpers/site";

const test = suite("npm test's runner");
const dir = join(ROOT, "test/fixtures/runner");

test("finds the test files under a folder by pattern, leaving fixtures out", () => {
  assert.equal(testFiles(dir, /\.test\.ts$/).map((file) => file.slice(dir.length + 1)), ["crashes.test.ts", "fails.test.ts", "needs-nginx.test.ts", "passes.test.ts"]);
  assert.ok(testFiles(join(ROOT, "test"), /\.test\.ts$/).every((file) => !file.includes("/fixtures/")));
});

test("a missing nginx and a crash fail their own files, named with why; the others still count", async () => {
  const files = testFiles(dir, /\.test\.ts$/);
  const results = await runFiles(files, { cwd: ROOT, jobs: 2, env: { NGINX_PATH: "/nonexistent/nginx" } });
  const byName = Object.fromEntries(results.map((result) => [result.file.slice(dir.length + 1), result]));
  assert.equal([byName["passes.test.ts"].passed, byName["passes.test.ts"].failed, byName["passes.test.ts"].endedEarly], [2, 0, undefined]);
  assert.equal([byName["fails.test.ts"].passed, byName["fails.test.ts"].failed, byName["fails.test.ts"].endedEarly], [1, 1, undefined]);
  assert.is(byName["needs-nginx.test.ts"].failed, 1);
  assert.match(byName["needs-nginx.test.ts"].endedEarly ?? "", "nginx not found at /nonexistent/nginx. Install it with: apt-get update && apt-get install -y nginx");
  assert.is(byName["crashes.test.ts"].failed, 1);
  assert.match(byName["crashes.test.ts"].endedEarly ?? "", /^ended early \(exit 1\) before counting: .*the server did not start/);
  const total = results.reduce((sum, result) => [sum[0] + result.passed, sum[1] + result.failed], [0, 0]);
  assert.equal(total, [3, 3]);
});

test("files that start nothing share a process and one count; a group with a crashing file is run again file by file", async () => {
  const [passes, fails, crashes] = ["passes", "fails", "crashes"].map((name) => join(dir, `${name}.test.ts`));
  const [together] = await runFiles([[passes, fails]], { cwd: ROOT, jobs: 1 });
  assert.equal([together.file, together.passed, together.failed, together.endedEarly], [`${dir} (2 files: passes, fails)`, 3, 1, undefined]);
  assert.match(together.output, "test/fixtures/runner/passes.test.ts");
  const again = await runFiles([[passes, crashes]], { cwd: ROOT, jobs: 1 });
  assert.equal(again.map((result) => [result.file, result.passed, result.failed]), [[passes, 2, 0], [crashes, 0, 1]]);
  assert.match(again[1].endedEarly ?? "", /the server did not start/);
});

test("a quiet file (it starts nothing) is grouped with its folder's others, the editor's files with each other, the built site's browser files with each other; a gate's walk or a file that starts a child process runs alone", () => {
  const units = groupFiles(testFiles(join(ROOT, "test"), /\.test\.ts$/));
  const content = units.find((unit) => Array.isArray(unit) && unit[0].includes("/test/content/"));
  assert.ok(Array.isArray(content) && content.some((file) => file.endsWith("content/home.test.ts")));
  for (const alone of ["browser/translate-editor.test.ts", "quality/accessibility.test.ts", "new-country.test.ts", "hardening/test-runner.test.ts"]) {
    assert.ok(units.some((unit) => typeof unit === "string" && unit.endsWith(`/test/${alone}`)), alone);
  }
  const editor = units.find((unit) => Array.isArray(unit) && unit.some((file) => file.endsWith("browser/editor-undo.test.ts")));
  assert.ok(Array.isArray(editor) && editor.every((file) => readFileSync(file, "utf8").includes("support/editor-session")), "the files on the shared editor run together");
  assert.ok(editor.length >= 5, `${editor.length} files share the editor`);
  const browser = units.find((unit) => Array.isArray(unit) && unit.some((file) => file.endsWith("browser/responsive.test.ts")));
  assert.ok(Array.isArray(browser) && browser.some((file) => file.endsWith("browser/attribution.test.ts")), "the built site's browser files share one browser");
  assert.ok(browser.every((file) => !/support\/editor-session|helpers\/dev-server/.test(readFileSync(file, "utf8"))), "and none of them starts a dev server");
  // The quiet folders' groups come last, after every file that starts something.
  const firstQuiet = units.indexOf(content);
  assert.ok(firstQuiet > units.indexOf(editor) && firstQuiet > units.findIndex((unit) => unit === join(ROOT, "test/new-country.test.ts")));
  assert.ok(units.slice(firstQuiet).every((unit) => Array.isArray(unit) && !unit.some((file) => /editor-session|helpers\/browser/.test(readFileSync(file, "utf8")))), "only quiet groups after the first");
});

test.run();
