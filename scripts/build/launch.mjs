// @ts-check
// `npm run build`, `validate` and `start`: the build command from its bundle (the engine's
// .cache/threads/KEY/command.mjs, whichever site is built) when this version of the engine has one, in plain Node;
// otherwise build.ts from the sources through tsx, which makes the bundle for a big site. tsx's own start (its loader,
// a hooks thread, every source compiled) is some 0.5 s of every run.
process.env.NODE_ENV ??= "production";
const started = performance.now();
const { bundledFile, codeRoot } = await import("../../src/pipeline/emit/workers/bundle-key.mjs");

/** @type {((argv: string[], started: number) => Promise<number>) | undefined} */
let command;
const bundled = bundledFile(codeRoot(), "command.mjs");
if (bundled) {
  try {
    command = (await import(bundled.href)).buildCommand;
  } catch {
    // Made by another esbuild or cut short: the sources do the same.
  }
}
if (command) {
  process.exitCode = await command(process.argv.slice(2), started);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  // A URL: tsc refuses an import path ending in .ts, which tsx's loader takes as it is.
  await import(new URL("../../build.ts", import.meta.url).href);
}
