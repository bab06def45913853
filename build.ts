// The build's entry from the sources (`npx tsx build.ts --help`): the command itself is scripts/build/command.ts;
// `npm run build`, `validate` and `start` reach it through scripts/build/launch.mjs, from its bundle when there is one.
// React's production build renders several times faster and warns less; it must be chosen before React loads.
process.env.NODE_ENV ??= "production";
const started = performance.now();
const { buildCommand } = await import("./scripts/build/command");
process.exitCode = await buildCommand(process.argv.slice(2), started);
export {};
