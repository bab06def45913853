// `npm run leads` on 100,000 made log lines (nginx and Caddy mixed, half of them gzipped), timed as a person runs it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sampleLog } from "../leads/sample-log";
import { median, ROOT } from "./run";

export const LEADS_LINES = 100_000;

/** Wall-clock milliseconds of each run, the Node start and the HTML report included. */
export function measureLeads(runs: number): { lines: number; ms: number[]; median: number } {
  const dir = mkdtempSync(join(tmpdir(), "bench-leads-"));
  try {
    const lines = sampleLog(LEADS_LINES);
    writeFileSync(join(dir, "access.log"), lines.slice(0, LEADS_LINES / 2).join("\n") + "\n");
    writeFileSync(join(dir, "access.log.1.gz"), gzipSync(lines.slice(LEADS_LINES / 2).join("\n") + "\n"));
    const ms: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/leads.ts", join(dir, "access.log"), join(dir, "access.log.1.gz"), "--html", join(dir, "report.html")], { cwd: ROOT, encoding: "utf8" });
      ms.push(performance.now() - started);
      if (result.status !== 0) throw new Error(`npm run leads failed:\n${result.stderr}`);
    }
    return { lines: LEADS_LINES, ms, median: median(ms) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
