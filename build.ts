// The build's one entry: `npm run build`, `npm run validate` and `npm start` run it (`tsx build.ts --help`): flags (scripts/build/args.ts), the build, an exit code; never a stack trace.
// React's production build renders several times faster and warns less; it must be chosen before React loads.
process.env.NODE_ENV ??= "production";
const { FLAGS, USAGE, UsageError, parseArgs } = await import("./scripts/build/args");
const { run } = await import("./src/pipeline/build");
const { internalError } = await import("./src/pipeline/check-and-render");

const argv = process.argv.slice(2);
const unknown = argv.filter((arg, i) => arg.startsWith("-") && !FLAGS.has(arg) && argv[i - 1] !== "--out");
if (argv.includes("--help") || unknown.length) {
  if (unknown.length) process.stderr.write(`unknown option ${unknown.join(", ")}\n\n`);
  process.stderr.write(USAGE + "\n");
  process.exitCode = unknown.length ? 2 : 0;
} else {
  try {
    const { code } = await run(parseArgs(argv));
    process.exitCode = code;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    } else {
      process.stderr.write(internalError(error, " dist/ was not changed.") + "\n");
      if (process.env.DEBUG) console.error(error);
    }
    process.exitCode = 2;
  }
}
export {};
