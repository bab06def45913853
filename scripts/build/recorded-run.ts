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
  const { run } = await import("../../src/pipeline/build");
  const lines: string[] = [];
  const { code, linked } = await run(options, (line) => (lines.push(line), say(line)));
  if (code === 0) {
    try {
      record?.save(lines, linked);
    } catch {
      // Without a record the next build does all its work: slower, never wrong.
    }
  }
  return code;
}
