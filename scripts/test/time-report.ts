// What each test file cost (wall and processor seconds) and the costliest ones, printed by `npm test`.
import { relative } from "node:path";
import { ROOT } from "../../test/helpers/site";
import type { FileResult } from "./run-files";

const seconds = (value: number | undefined) => (value === undefined ? "?" : `${Math.round(value)} s`);

export const timeLine = (result: FileResult) => `  (${seconds(result.seconds)}, ${seconds(result.cpuSeconds)} of processor time)`;

/** The files that used the most processor time: on two cores the suite's time is about their sum halved. */
export function printCostliest(results: FileResult[], count = 10) {
  const measured = results.filter((result) => result.cpuSeconds !== undefined);
  if (!measured.length) return;
  const total = measured.reduce((sum, result) => sum + result.cpuSeconds!, 0);
  console.log(`processor time of the test files: ${Math.round(total)} s; the ${Math.min(count, measured.length)} costliest:`);
  for (const result of [...measured].sort((a, b) => b.cpuSeconds! - a.cpuSeconds!).slice(0, count)) {
    console.log(`  ${seconds(result.cpuSeconds).padStart(6)}  ${relative(ROOT, result.file)}`);
  }
}
