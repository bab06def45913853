// The bench's Lighthouse table: every route with JS beside the same page without it, the ratio, and each target.
import type { LighthouseResult } from "./lighthouse";
import { cell, kib, table } from "./table";

/** LCP with JS at most this many times that of the same page without scripts. */
export const LCP_RATIO_TARGET = 1.3;

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
      cell(ms(js.tbt), js.tbt <= 100),
      ms(bare.tbt),
      cell(js.cls.toFixed(3), js.cls < 0.05),
      cell(String(js.performance), js.performance === 100),
      String(bare.performance),
      kib(js.bytes),
    ];
  });
  const heading = `Lighthouse mobile (simulated slow 4G, 4x CPU), ${runs > 1 ? `median of ${runs}` : "1 run"}, the site and the same pages without scripts interleaved`;
  return `${heading}\n${table(
    ["route", "LCP JS", "LCP no-JS", `ratio (≤ ${LCP_RATIO_TARGET})`, "FCP JS / no-JS", "TBT (≤ 100 ms)", "TBT no-JS", "CLS (< 0.05)", "perf (100)", "perf no-JS", "transfer"],
    rows,
  )}`;
}

/** A first visit's bytes over the wire, by kind: what a visitor on a phone pays for the page. */
export function transferLine(transfer: Record<string, number>): string {
  const total = Object.values(transfer).reduce((sum, bytes) => sum + bytes, 0);
  const parts = Object.entries(transfer).sort(([a], [b]) => a.localeCompare(b)).map(([type, bytes]) => `${type} ${kib(bytes)}`);
  return `First visit to / (fresh cache), transferred: ${kib(total)} (${parts.join(", ")})`;
}
