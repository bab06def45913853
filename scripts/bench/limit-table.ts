// The bench's page tables: every route in Lighthouse with JS beside the same page without it, the ratio, and each
// target; the JavaScript of each route against its budgets; what a first visit transfers.
import type { RouteWeight } from "./js-weight";
import type { LighthouseResult } from "./lighthouse";
import { cell, kib, table } from "./table";
import { CLS_TARGET, FIRST_VISIT_BUDGET, FIRST_VISIT_BUDGET_BROTLI, LCP_RATIO_TARGET, PERFORMANCE_TARGET, TBT_TARGET } from "./targets";

const ms = (value: number) => `${Math.round(value)} ms`;

export function lighthouseTable(results: LighthouseResult[], runs: number): string {
  const paths = [...new Set(results.map((r) => r.path))];
  const rows = paths.map((path) => {
    const js = results.find((r) => r.path === path && r.variant === "js")!.median;
    const bare = results.find((r) => r.path === path && r.variant === "no-js")!.median;
    const ratio = js.lcp / bare.lcp;
    return [
      path,
      ms(js.lcp),
      ms(bare.lcp),
      cell(ratio.toFixed(2), ratio <= LCP_RATIO_TARGET),
      `${ms(js.fcp)} / ${ms(bare.fcp)}`,
      cell(ms(js.tbt), js.tbt <= TBT_TARGET),
      ms(bare.tbt),
      cell(js.cls.toFixed(3), js.cls < CLS_TARGET),
      cell(String(js.performance), js.performance === PERFORMANCE_TARGET),
      String(bare.performance),
      kib(js.bytes),
    ];
  });
  const heading = `Lighthouse mobile (simulated slow 4G, 4x CPU), ${runs > 1 ? `median of ${runs}` : "1 run"}, the site and the same pages without scripts interleaved`;
  return `${heading}\n${table(
    ["route", "LCP JS", "LCP no-JS", `ratio (≤ ${LCP_RATIO_TARGET})`, "FCP JS / no-JS", `TBT (≤ ${TBT_TARGET} ms)`, "TBT no-JS", `CLS (< ${CLS_TARGET})`, `perf (${PERFORMANCE_TARGET})`, "perf no-JS", "transfer"],
    rows,
  )}`;
}

/** Each route's first-visit JavaScript against both budgets, and what a client navigation to it loads. */
export function weightTable(weights: RouteWeight[]): string {
  const rows = weights.map((w) => [
    w.path,
    cell(kib(w.firstVisit), w.firstVisit <= FIRST_VISIT_BUDGET),
    cell(kib(w.firstVisitBrotli), w.firstVisitBrotli <= FIRST_VISIT_BUDGET_BROTLI),
    kib(w.navigation),
  ]);
  const headings = ["route", `JS gzip, first visit (≤ ${FIRST_VISIT_BUDGET / 1024} KiB)`, `JS brotli (≤ ${FIRST_VISIT_BUDGET_BROTLI / 1024} KiB)`, "JS + data gzip, client navigation"];
  return table(headings, rows);
}

/** A first visit's bytes over the wire, by kind: what a visitor on a phone pays for the page. */
export function transferLine(transfer: Record<string, number>): string {
  const total = Object.values(transfer).reduce((sum, bytes) => sum + bytes, 0);
  const parts = Object.entries(transfer).sort(([a], [b]) => a.localeCompare(b)).map(([type, bytes]) => `${type} ${kib(bytes)}`);
  return `First visit to / (fresh cache), transferred: ${kib(total)} (${parts.join(", ")})`;
}
