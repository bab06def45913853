// The build command whole: its flags, the recorded build, an exit code, never a stack trace. build.ts runs it from the
// sources; scripts/build/launch.mjs (npm run build, validate, start) from its bundle when the engine's version has one.
import { FLAGS, USAGE, UsageError, parseArgs } from "./args";
import { recordedRun } from "./recorded-run";

/** Runs the build command with `argv` (the arguments after the script's name); `started`: when the process began its work. */
export async function buildCommand(argv: string[], started: number): Promise<number> {
  const unknown = argv.filter((arg, i) => arg.startsWith("-") && !FLAGS.has(arg) && argv[i - 1] !== "--out");
  if (argv.includes("--help") || unknown.length) {
    if (unknown.length) process.stderr.write(`unknown option ${unknown.join(", ")}\n\n`);
    process.stderr.write(USAGE + "\n");
    return unknown.length ? 2 : 0;
  }
  try {
    return await recordedRun(parseArgs(argv), started);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    } else {
      const { internalError } = await import("../../src/pipeline/check-and-render");
      process.stderr.write(internalError(error, " dist/ was not changed.") + "\n");
      if (process.env.DEBUG) console.error(error);
    }
    return 2;
  }
}
