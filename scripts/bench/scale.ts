// The scale row of `npm run bench -- --scale [N]`: a generated site of N pages built cold, warm, after one page
// changed and after a page added, with each build's time, peak memory and the files it rewrote, and validate (medians
// of a few runs each); per-page costs side by side.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Aside } from "./aside";
import { copyProject, growToPages } from "./project-copy";
import { ROOT } from "./run";
import { seconds, table } from "./table";

/** What `npm run build` runs (package.json's script: `node <file>`), run with this Node: the command editors run. */
const BUILD_COMMAND = (() => {
  const script = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.build;
  const [program, file, ...rest] = script.split(" ");
  if (program !== "node" || !file) throw new Error(`the scale row runs "node <file>"; package.json's build script is "${script}"`);
  return [join(ROOT, file), ...rest];
})();

export interface Step {
  ms: number;
  /** Peak resident memory of the build's processes, in MiB (GNU time's maximum resident set size). */
  peakMiB: number;
  /** CPU time (user + system) of the build's processes: unlike wall time, it hardly moves when other work shares the cores. */
  cpuMs: number;
  /** Files under the output folder written again (modification time changed), or that appeared or went. */
  rewritten: string[];
  /** Of those, the files whose bytes changed (or that appeared or went). */
  changed: string[];
}

export interface ScaleResult {
  pages: number;
  cold: Step;
  warm: Step;
  oneChanged: Step;
  pageAdded: Step;
  validate: Step;
}

/** Runs the build command with `args` under /usr/bin/time (peak memory of the largest process, CPU of them all). */
async function timed(args: string[], cwd: string): Promise<{ ms: number; peakMiB: number; cpuMs: number }> {
  const rssDir = mkdtempSync(join(tmpdir(), "bench-rss-"));
  const rss = join(rssDir, "rss");
  const started = performance.now();
  const child = spawn("/usr/bin/time", ["-f", "%M %U %S", "-o", rss, process.execPath, ...BUILD_COMMAND, ...args], {
    cwd,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, "tsconfig.json") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`npm run build -- ${args.join(" ")} failed (exit ${code}):\n${output.slice(-3000)}`);
  const [kib, user, system] = readFileSync(rss, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number);
  rmSync(rssDir, { recursive: true, force: true });
  return { ms, peakMiB: kib / 1024, cpuMs: (user + system) * 1000 };
}

interface Seen {
  mtime: number;
  hash: string;
}

/** Each file's modification time and hash, by its path under `dir`. */
function snapshot(dir: string): Map<string, Seen> {
  const files = new Map<string, Seen>();
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (!stat.isFile()) continue;
    files.set(name, { mtime: stat.mtimeMs, hash: createHash("sha256").update(readFileSync(path)).digest("hex") });
  }
  return files;
}

/** What a build did to the output: the files it wrote again, and those whose bytes differ. */
function compare(before: Map<string, Seen>, after: Map<string, Seen>): { rewritten: string[]; changed: string[] } {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return {
    rewritten: names.filter((name) => before.get(name)?.mtime !== after.get(name)?.mtime),
    changed: names.filter((name) => before.get(name)?.hash !== after.get(name)?.hash),
  };
}

/** The middle of the runs by each measure (time, processor time and peak memory taken apart). */
function median(runs: { ms: number; peakMiB: number; cpuMs: number }[]): { ms: number; peakMiB: number; cpuMs: number } {
  const middle = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = sorted.length >> 1;
    return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  };
  return { ms: middle(runs.map((run) => run.ms)), peakMiB: middle(runs.map((run) => run.peakMiB)), cpuMs: middle(runs.map((run) => run.cpuMs)) };
}

/**
 * Builds and validates a generated copy of the site with `pages` pages, each step `runs` times (the machine is noisy:
 * each figure is the runs' median). A cold build starts without dist/ or .cache/ (the last run's moved `aside`, not
 * deleted just before: see aside.ts); one page changed gets a new title each run, and each run adds a page.
 */
export async function measureScale(pages: number, progress: (text: string) => void, aside: Aside, runs = 3): Promise<ScaleResult> {
  const project = copyProject(`scale-${pages}`);
  const times = async (label: string, args: string[], before: () => void = () => undefined) => {
    const measured = [];
    for (let run = 1; run <= runs; run++) {
      progress(`${label} (${run} of ${runs})`);
      before();
      measured.push(await timed(args, project.dir));
    }
    return median(measured);
  };
  try {
    const count = growToPages(project.dir, pages);
    const out = join(project.dir, "out");
    const build = ["--out", out];
    const cold = await times(`scale ${count}: cold build`, build, () => ["out", ".cache"].forEach((name) => aside.put(join(project.dir, name))));
    let before = snapshot(out);
    const coldFiles = [...before.keys()];
    const warm = await times(`scale ${count}: warm build`, build);
    let after = snapshot(out);
    const warmDiff = compare(before, after);
    // One generated page gets a new title: its HTML, its data, its card and the sitemap may change, nothing else.
    const page = join(project.dir, "pages", `bench-${count}.yaml`);
    let edits = 0;
    const one = await times(`scale ${count}: one page changed`, build, () => {
      before = snapshot(out);
      writeFileSync(page, readFileSync(page, "utf8").replace(/^(  title: ).*$/m, `$1Changed page title ${++edits} for the scale bench | {brand}`));
    });
    after = snapshot(out);
    const oneChanged = compare(before, after);
    // A copy of a generated page under a new route: its files, the sitemap and the hosts' /go/ rules, nothing else.
    const site = join(project.dir, "site.yaml");
    let added = 0;
    const add = await times(`scale ${count}: a page added`, build, () => {
      before = snapshot(out);
      const name = `bench-added-${++added}`;
      writeFileSync(join(project.dir, "pages", `${name}.yaml`), readFileSync(page, "utf8"));
      writeFileSync(site, readFileSync(site, "utf8").replace(/^routes:\n/m, `routes:\n  - { path: /${name}, page: ${name} }\n`));
    });
    after = snapshot(out);
    const validate = await times(`scale ${count}: validate`, ["--validate"]);
    return {
      pages: count,
      cold: { ...cold, rewritten: coldFiles, changed: coldFiles },
      warm: { ...warm, ...warmDiff },
      oneChanged: { ...one, ...oneChanged },
      pageAdded: { ...add, ...compare(before, after) },
      validate: { ...validate, rewritten: [], changed: [] },
    };
  } finally {
    aside.put(project.dir);
  }
}

const perPage = (step: Step, pages: number) => `${Math.round(step.ms / pages)} ms`;

/** The scale rows: one line per step and size, each with its per-page cost, so growth can be read across. */
export function scaleTable(results: ScaleResult[]): string {
  const rows = results.flatMap((result) =>
    (["cold", "warm", "oneChanged", "pageAdded", "validate"] as const).map((name) => {
      const step = result[name];
      const files = name === "validate" ? "—" : `${step.rewritten.length} (${step.changed.length} changed)`;
      const cpu = `${seconds(step.cpuMs)} (${Math.round(step.cpuMs / result.pages)} ms)`;
      return [`${result.pages}`, name, seconds(step.ms), perPage(step, result.pages), cpu, `${Math.round(step.peakMiB)} MiB`, files];
    }),
  );
  return table(["pages", "build", "time", "per page", "CPU time (per page)", "peak memory", "files written (bytes changed)"], rows);
}
