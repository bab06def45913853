// Runs test files each in its own process, a few at a time, and reads each one's own count: a file that crashes or
// ends early is named and counted as failed, and never hides the results of the others.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { cpuSinceLastCall } from "./cpu-time";
import { watchTree } from "./tree-cpu";

export interface FileResult {
  file: string;
  passed: number;
  failed: number;
  skipped: number;
  output: string;
  /** Why the file did not finish its own count (it crashed or ended early), or undefined. */
  endedEarly?: string;
  /** Seconds from start to end, and of processor time (the file's processes, browsers and servers included). */
  seconds?: number;
  cpuSeconds?: number;
}

/** Every `*.test.ts` under `dir` whose path (relative to `dir`) matches `pattern`, slowest kinds first. */
export function testFiles(dir: string, pattern: RegExp): string[] {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
      const path = join(at, entry.name);
      if (entry.isDirectory()) return entry.name === "fixtures" || entry.name === "node_modules" ? [] : walk(path);
      return entry.name.endsWith(".test.ts") && pattern.test(relative(dir, path)) ? [path] : [];
    });
  // Browser and server suites take longest: started first, they overlap with the quick ones. Then the gates, then the
  // commands' own suites at the top of the folder (new-country, validate: each runs the command many times).
  const weight = (file: string) => (/[/\\](browser|deploy)[/\\]/.test(file) ? 0 : /[/\\]quality[/\\]/.test(file) ? 1 : relative(dir, file).includes(sep) ? 3 : 2);
  return walk(dir).sort((a, b) => weight(a) - weight(b) || a.localeCompare(b));
}

const count = (output: string, label: string) => Number(new RegExp(`^\\s*${label}:\\s+(\\d+)`, "m").exec(output)?.[1] ?? NaN);
const lastError = (output: string) =>
  output.split("\n").map((line) => line.trim()).filter((line) => /^(\w*Error|error)\b|not found at|Install it with/.test(line)).at(-1) ?? "no error printed";

/** One file's result from its exit code and what it printed (uvu's closing Total/Passed/Skipped lines). */
export function readResult(file: string, code: number | null, signal: string | null, output: string): FileResult {
  const total = count(output, "Total");
  const passed = count(output, "Passed");
  const skipped = count(output, "Skipped") || 0;
  if (Number.isNaN(total) || Number.isNaN(passed)) {
    const how = signal ? `killed by ${signal}` : `exit ${code}`;
    return { file, passed: 0, failed: 1, skipped: 0, output, endedEarly: `ended early (${how}) before counting: ${lastError(output)}` };
  }
  const failed = total - passed - skipped;
  // uvu prints FAIL for each failed test; failures without one mean a before/after hook threw and its tests never ran.
  if (failed > 0 && !/\bFAIL\b/.test(output)) return { file, passed, failed, skipped, output, endedEarly: `stopped in a before or after hook, ${failed} of its tests not run: ${lastError(output)}` };
  if (code !== 0 && failed === 0) return { file, passed, failed: 1, skipped, output, endedEarly: `ended with exit ${code} after its tests: ${lastError(output)}` };
  return { file, passed, failed, skipped, output };
}

const GROUP_RUNNER = join(import.meta.dirname, "run-group.ts");

/** One process: a file alone, or several (a group) through the group runner; named by the file or the group's folder. */
function runProcess(unit: string | string[], cwd: string, env: NodeJS.ProcessEnv): Promise<FileResult> {
  const args = Array.isArray(unit) ? [GROUP_RUNNER, ...unit] : [unit];
  const label = Array.isArray(unit) ? `${dirname(unit[0])} (${unit.length} files: ${unit.map((file) => basename(file, ".test.ts")).join(", ")})` : unit;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd, env: { ...process.env, ...env, FORCE_COLOR: "0" }, stdio: ["ignore", "pipe", "pipe"] });
    const started = Date.now();
    let output = "";
    let cpuSeconds: number | undefined;
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const treeSeconds = watchTree(child.pid);
    // Read at "exit", when the child has just been waited for: by "close" another file may have ended too. Of the two
    // counts (each a lower bound) the larger: the children's count holds short-lived processes the sampling misses.
    child.on("exit", () => {
      const counts = [cpuSinceLastCall(), treeSeconds()].filter((seconds) => seconds !== undefined);
      cpuSeconds = counts.length ? Math.max(...counts) : undefined;
    });
    child.on("close", (code, signal) => resolve({ ...readResult(label, code, signal, output), seconds: (Date.now() - started) / 1000, cpuSeconds }));
  });
}

/**
 * Runs the units (a file, or a group of files sharing one process) with at most `jobs` at once; `onDone` sees each
 * result as it finishes (to print it whole, not interleaved). A group that crashed or ended early is run again file by
 * file, so the file at fault is named and every other one still counts.
 */
export async function runFiles(units: (string | string[])[], options: { cwd: string; jobs: number; env?: NodeJS.ProcessEnv; onDone?: (result: FileResult) => void }) {
  const queue = [...units];
  const results: FileResult[] = [];
  const done = (result: FileResult) => {
    results.push(result);
    options.onDone?.(result);
  };
  cpuSinceLastCall();
  const worker = async () => {
    for (let unit = queue.shift(); unit; unit = queue.shift()) {
      const result = await runProcess(unit, options.cwd, options.env ?? {});
      if (!Array.isArray(unit) || !result.endedEarly) done(result);
      else for (const file of unit) done(await runProcess(file, options.cwd, options.env ?? {}));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, worker));
  return results;
}
