// `npm run bench -- --scale [N]`: the scale rows alone, at 170 pages and at N (default 1,700), printed side by side
// and written to bench/scale.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { Aside } from "./aside";
import { ROOT } from "./run";
import { measureScale, scaleTable, type ScaleResult, type Step } from "./scale";

export async function runScale(flag: string | undefined, progress: (text: string) => void) {
  const pages = flag && /^\d+$/.test(flag) ? Number(flag) : 1700;
  const sizes = pages > 170 ? [170, pages] : [pages];
  const results: ScaleResult[] = [];
  const aside = new Aside();
  try {
    for (const size of sizes) results.push(await measureScale(size, progress, aside));
  } finally {
    aside.clear();
  }
  console.log(`\n${scaleTable(results)}\n`);
  for (const result of results) {
    const { rewritten, changed } = result.oneChanged;
    const list = (names: string[]) => (names.length <= 30 ? names.join(", ") || "nothing" : `${names.length} files`);
    console.log(`${result.pages} pages, one page changed: wrote ${list(rewritten)}; bytes changed: ${list(changed)}`);
  }
  mkdirSync(join(ROOT, "bench"), { recursive: true });
  const counts = (step: Step) => ({ ...step, rewritten: step.rewritten.length, changed: step.changed.length });
  const summary = results.map((result) => ({
    pages: result.pages,
    cold: counts(result.cold),
    warm: counts(result.warm),
    oneChanged: { ...counts(result.oneChanged), files: result.oneChanged.changed },
    validate: counts(result.validate),
  }));
  writeFileSync(join(ROOT, "bench/scale.json"), JSON.stringify({ date: new Date().toISOString(), machine: { node: process.version, cpus: cpus().length }, results: summary }, null, 2) + "\n");
}
