// Runs several test files in one process, as uvu's own command does: each file's suites are queued under its name,
// then run in order with one count at the end. The files that share a process are the ones that start nothing.
import { relative } from "node:path";
import { pathToFileURL } from "node:url";

declare global {
  var UVU_DEFER: number | undefined;
  var UVU_QUEUE: unknown[][] | undefined;
  var UVU_INDEX: number | undefined;
}

// Set before uvu is first imported (by the first file): its suites then wait to be run here, not on their own.
globalThis.UVU_DEFER = 1;
globalThis.UVU_QUEUE = [];
const files = process.argv.slice(2);
for (const [index, file] of files.entries()) {
  globalThis.UVU_QUEUE.push([relative(process.cwd(), file)]);
  globalThis.UVU_INDEX = index;
  await import(pathToFileURL(file).href);
}
// Each file's suites timed: a group's closing line says how long it took in all, this says which file took it.
for (const group of globalThis.UVU_QUEUE) {
  const [name, ...suites] = group as [string, ...(() => Promise<unknown>)[]];
  let started = 0;
  group.splice(1, suites.length, ...suites.map((run, index) => async () => {
    if (index === 0) started = Date.now();
    const result = await run();
    if (index === suites.length - 1) process.stdout.write(`  (${name}: ${Math.round((Date.now() - started) / 1000)} s)\n`);
    return result;
  }));
}
const { exec } = await import("uvu");
await exec();
