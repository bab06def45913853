// `npm run bench -- --scale [N]`: the scale rows alone, at 170 pages and at N (default 1,700), printed side by side
// and written to bench/scale.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { Aside } from "./aside";
import { ROOT } from "./run";
import { referenceTime, type ReferenceTime } from "./reference-time";
import { measureScale, scaleTable, type ScaleResult, type Step } from "./scale";

export async function runScale(flag: string | undefined, progress: (text: string) => void) {
  const pages = flag && /^\d+$/.test(flag) ? Number(flag) : 1700;
  const sizes = pages > 170 ? [170, pages] : [pages];
  const results: ScaleResult[] = [];
  /** The fixed work's time before each size's rows: the same figure at another hour says the machine, not the code, moved. */
  const references: ReferenceTime[] = [];
  const aside = new Aside();
  try {
    for (const size of sizes) {
      references.push(await referenceTime());
      results.push(await measureScale(size, progress, aside));
    }
  } finally {
    aside.clear();
  }
  console.log(`\n${scaleTable(results)}\n`);
  const before = references.map(({ one, all, cores }, index) => `${Math.round(one)} ms on one core and ${Math.round(all)} ms on all ${cores} at once before the ${sizes[index]}-page rows`).join("; ");
  console.log(`The machine's speed: a fixed piece of work (scripts/bench/reference-work.mjs, the same for any engine) took ${before}.`);
  const list = (names: string[]) => (names.length <= 30 ? names.join(", ") || "nothing" : `${names.length} files`);
  for (const result of results) {
    for (const [what, { rewritten, changed }] of [["one page changed", result.oneChanged], ["a page added", result.pageAdded]] as const) {
      console.log(`${result.pages} pages, ${what}: wrote ${list(rewritten)}; bytes changed: ${list(changed)}`);
    }
  }
  mkdirSync(join(ROOT, "bench"), { recursive: true });
  const counts = (step: Step) => ({ ...step, rewritten: step.rewritten.length, changed: step.changed.length });
  const summary = results.map((result, index) => ({
    pages: result.pages,
    referenceMs: { one: Math.round(references[index].one), all: Math.round(references[index].all) },
    cold: counts(result.cold),
    warm: counts(result.warm),
    oneChanged: { ...counts(result.oneChanged), files: result.oneChanged.changed },
    pageAdded: { ...counts(result.pageAdded), files: result.pageAdded.changed },
    validate: counts(result.validate),
  }));
  writeFileSync(join(ROOT, "bench/scale.json"), JSON.stringify({ date: new Date().toISOString(), machine: { node: process.version, cpus: cpus().length }, results: summary }, null, 2) + "\n");
}
