// Plain-text tables for the terminal: every figure beside its target and a mark saying whether it meets it.
export type Mark = "pass" | "miss" | "info";

export interface Row {
  measure: string;
  value: string;
  target: string;
  mark: Mark;
}

const SYMBOL: Record<Mark, string> = { pass: "✓ pass", miss: "✗ miss", info: "·" };

/** A figure checked against a target: `ok` undefined means there is no target, only information. */
export const row = (measure: string, value: string, target = "—", ok?: boolean): Row => ({
  measure,
  value,
  target,
  mark: ok === undefined ? "info" : ok ? "pass" : "miss",
});

export const cell = (value: string, ok?: boolean) => (ok === undefined ? value : `${value} ${ok ? "✓" : "✗"}`);

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((cells) => cells[column].length)));
  const line = (cells: string[]) => cells.map((text, column) => text.padEnd(widths[column])).join(" | ").trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n");
}

export const rowsTable = (rows: Row[]) => table(["measure", "value", "target", "mark"], rows.map((r) => [r.measure, r.value, r.target, SYMBOL[r.mark]]));

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
