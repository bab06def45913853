// The build command's run: when nothing the last build read or wrote has changed, what it printed is said again and
// no work is done (the pipeline is not even loaded); otherwise the whole build runs and, if it succeeds, is recorded.
import { startRecord } from "../../src/pipeline/build-record";
import { workerSettingProblem } from "../../src/pipeline/emit/workers/pool";
import type { BuildOptions } from "../../src/pipeline/build";

/** Runs the build for the command line; returns its exit code. `say` prints a line (standard error by default). */
export async function recordedRun(options: BuildOptions, started: number, say: (line: string) => void = (line) => void process.stderr.write(line + "\n")): Promise<number> {
  // Validating always checks; a mistyped thread count is always said (the build stops on it first).
  let record: ReturnType<typeof startRecord> | undefined;
  try {
    record = options.validateOnly || workerSettingProblem() ? undefined : startRecord(options, started);
  } catch {
    // A cache the tools cannot trust or read: the build says why, or builds without a record.
  }
  if (record?.replay) {
    for (const line of record.replay) say(line);
    return 0;
  }
  const { run } = await pipeline();
  const lines: string[] = [];
  const { code, manifest } = await run(options, (line) => (lines.push(line), say(line)));
  if (code === 0) {
    try {
      record?.save(lines, manifest);
    } catch {
      // Without a record the next build does all its work: slower, never wrong.
    }
  }
  return code;
}

/**
 * The build's code: the bundle made with the render threads' (one file and its chunks, not some 200 sources through
 * tsx's loader) when this version of the engine has one in the cache of `root` (the engine's, see codeRoot); the
 * sources otherwise, or when the bundle does not load.
 */
export async function pipeline(root?: string): Promise<typeof import("../../src/pipeline/build") & { bundled: boolean }> {
  const { bundledFile, codeRoot } = await import("../../src/pipeline/emit/workers/bundle-key.mjs");
  const bundled = bundledFile(root ?? codeRoot(), "build.mjs");
  if (bundled) {
    try {
      return { ...((await import(bundled.href)) as typeof import("../../src/pipeline/build")), bundled: true };
    } catch {
      // Made by another esbuild or cut short: the sources do the same.
    }
  }
  return { ...(await import("../../src/pipeline/build")), bundled: false };
}
