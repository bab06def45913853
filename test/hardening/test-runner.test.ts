// Item 16 of the threat list: npm test runs each file in its own process; a failing, crashing or tool-less file is counted and named, and
// every other file still runs and counts.
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
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

test.run();
