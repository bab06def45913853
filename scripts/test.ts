// `npm test`: type check, build the site once, run every uvu suite (unit, built output, browser), print one summary line.
import { spawnSync } from "node:child_process";
import { run } from "../src/pipeline/build";
import { ROOT, TEST_DIST } from "../test/helpers/site";

let passed = 0;
let failed = 0;
const check = (name: string, ok: boolean) => {
  ok ? passed++ : failed++;
  console.log(`${ok ? "✓" : "✗"} ${name}`);
};

const tsc = spawnSync("npx", ["tsc", "--noEmit"], { cwd: ROOT, stdio: "inherit" });
check("typecheck (tsc --noEmit)", tsc.status === 0);

const lines: string[] = [];
const build = await run({ root: ROOT, outDir: TEST_DIST, validateOnly: false, production: false, strict: false }, (line) => lines.push(line));
if (build.code !== 0) console.log(lines.join("\n"));
check("the site builds", build.code === 0);

const pattern = process.argv[2] ?? ".*\\.test\\.ts$";
const uvu = spawnSync(process.execPath, ["--import", "tsx", "node_modules/uvu/bin.js", "test", pattern, "--no-color"], {
  cwd: ROOT,
  env: { ...process.env, TEST_DIST_READY: build.code === 0 ? "1" : "0", FORCE_COLOR: "0" },
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
process.stdout.write(uvu.stdout);
process.stderr.write(uvu.stderr);
const total = Number(/Total:\s+(\d+)/.exec(uvu.stdout)?.[1] ?? 0);
const ok = Number(/Passed:\s+(\d+)/.exec(uvu.stdout)?.[1] ?? 0);
const skipped = Number(/Skipped:\s+(\d+)/.exec(uvu.stdout)?.[1] ?? 0);
passed += ok;
failed += total - ok - skipped;
if (uvu.status !== 0 && total === ok) failed++; // a suite crashed before counting
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
