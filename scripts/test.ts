// `npm test`: the programs the suites need, the type check beside one build of the site, then every test file in its
// own process (one more at a time than the cores; the files that start nothing share one per folder), and one closing
// line that counts every file: `N passed, N failed`.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { relative } from "node:path";
import { run } from "../src/pipeline/build";
import { ROOT, TEST_DIST } from "../test/helpers/site";
import { checkPrerequisites } from "./test/prerequisites";
import { runFiles, testFiles } from "./test/run-files";
import { groupFiles } from "./test/groups";
import { printCostliest, timeLine } from "./test/time-report";

const started = Date.now();
let passed = 0;
let failed = 0;
const check = (name: string, ok: boolean) => {
  ok ? passed++ : failed++;
  console.log(`${ok ? "✓" : "✗"} ${name}`);
};

checkPrerequisites((line) => console.log(line));

// The type check runs in its own process while this one builds the site the suites read.
const tsc = new Promise<number | null>((resolve) => {
  let output = "";
  const child = spawn(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  child.on("close", (code) => {
    if (code !== 0) process.stdout.write(output);
    resolve(code);
  });
});
const lines: string[] = [];
const build = await run({ root: ROOT, outDir: TEST_DIST, validateOnly: false, production: false, strict: false }, (line) => lines.push(line));
if (build.code !== 0) console.log(lines.join("\n"));
check("typecheck (tsc --noEmit)", (await tsc) === 0);
check("the site builds", build.code === 0);

const pattern = new RegExp(process.argv[2] ?? "\\.test\\.ts$");
const files = testFiles(`${ROOT}/test`, pattern);
// One more than the cores: a file waiting on a browser, a server or a child process leaves a core idle otherwise (on
// this 2-core machine the whole run took 597 s two at a time and 569 s three at a time, for the same processor time).
const jobs = Number(process.env.TEST_JOBS) || Math.min(3, availableParallelism() + 1);
const results = await runFiles(groupFiles(files), {
  cwd: ROOT,
  jobs,
  env: { TEST_DIST_READY: build.code === 0 ? "1" : "0" },
  onDone: (result) => process.stdout.write(`\n${relative(ROOT, result.file)}\n${result.output.trim()}\n${timeLine(result)}\n`),
});
for (const result of results) {
  passed += result.passed;
  failed += result.failed;
}
const early = results.filter((result) => result.endedEarly);
console.log(`\n${files.length} test files, ${jobs} at a time, in ${Math.round((Date.now() - started) / 1000)} s`);
printCostliest(results);
for (const result of early) console.log(`✗ ${relative(ROOT, result.file)} ${result.endedEarly}`);
if (!files.length) check(`a test file matches ${pattern}`, false);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
