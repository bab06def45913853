// `npm test`: the programs the suites need, the type check beside one build of the site, then every test file in its
// own process (as many at a time as the cores; the files that start nothing share one per folder), and one closing
// line that counts every file: `N passed, N failed`.
import "./test/react-production";
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
// As many as the cores. One more once measured faster here (569 s against 597 s), but on a busier day the same code
// took 712 s three at a time and 603 s two at a time: the third file's browsers and servers cost every file more
// processor time (1,288 s against 1,051 s) than the idle core they fill saves.
const jobs = Number(process.env.TEST_JOBS) || Math.max(1, availableParallelism());
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
