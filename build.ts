// The build's one entry: `npm run build`, `npm run validate` and `npm start` run it (`tsx build.ts --help`): flags (scripts/build/args.ts), the build, an exit code; never a stack trace.
// React's production build renders several times faster and warns less; it must be chosen before React loads.
process.env.NODE_ENV ??= "production";
const started = performance.now();
const { FLAGS, USAGE, UsageError, parseArgs } = await import("./scripts/build/args");
const { recordedRun } = await import("./scripts/build/recorded-run");

const argv = process.argv.slice(2);
const unknown = argv.filter((arg, i) => arg.startsWith("-") && !FLAGS.has(arg) && argv[i - 1] !== "--out");
if (argv.includes("--help") || unknown.length) {
  if (unknown.length) process.stderr.write(`unknown option ${unknown.join(", ")}\n\n`);
  process.stderr.write(USAGE + "\n");
  process.exitCode = unknown.length ? 2 : 0;
} else {
  try {
    process.exitCode = await recordedRun(parseArgs(argv), started);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    } else {
      const { internalError } = await import("./src/pipeline/check-and-render");
      process.stderr.write(internalError(error, " dist/ was not changed.") + "\n");
      if (process.env.DEBUG) console.error(error);
    }
    process.exitCode = 2;
  }
}
export {};
