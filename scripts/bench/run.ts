// Runs the project's own commands in a child process (as an editor or CI does) and times them from outside.
import { spawn } from "node:child_process";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "../..");
const TSX_CLI = join(ROOT, "node_modules/tsx/dist/cli.mjs");

export interface Timed {
  ms: number;
  code: number | null;
  output: string;
}

/** `tsx <args>` in `cwd`, wall-clock time from spawn to exit (Node start, transpiling and the work itself). */
export function timeTsx(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Timed> {
  const started = performance.now();
  // The project's tsconfig (JSX settings) also for src/ reached through a project copy's link, which it does not "include".
  const base = { TSX_TSCONFIG_PATH: join(ROOT, "tsconfig.json") };
  const child = spawn(process.execPath, [TSX_CLI, ...args], { cwd, env: { ...process.env, ...base, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ ms: performance.now() - started, code, output })));
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The time the command reports about itself, e.g. "built 17 pages (and 404.html) into dist in 1468 ms" or "17 pages valid (412 ms)". */
export const reportedMs = (output: string) => Number(/(?:in |\()(\d+) ms\)?\.?\s*$/m.exec(output.trim())?.[1] ?? NaN);

/**
 * Runs `tsx <args>` `runs` times (`extra(run)` appended to each run's arguments); fails loudly if it fails, since a
 * broken build has no meaningful time. Wall-clock times, and the times the command reports about itself.
 */
export async function timedRuns(
  label: string,
  runs: number,
  progress: (text: string) => void,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  extra?: (run: number) => string[],
) {
  const wall: number[] = [];
  const own: number[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`${label} (${run}/${runs})`);
    const result = await timeTsx(extra ? [...args, ...extra(run)] : args, cwd, env);
    if (result.code !== 0) throw new Error(`${label} failed (exit ${result.code}):\n${result.output.slice(-3000)}`);
    wall.push(result.ms);
    own.push(reportedMs(result.output));
  }
  return { wall, own, median: median(wall), ownMedian: median(own) };
}
