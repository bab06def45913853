// The report's charts as inline SVG (no script, nothing fetched): views and clicks per day, and bars beside the tables.

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
export { escape as escapeHtml };

/** A round step for the axis: 1, 2 or 5 times a power of ten, giving about four lines. */
function step(max: number): number {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
}

const short = (day: string) => {
  const [, month, date] = day.split("-");
  return `${Number(date)} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(month) - 1]}`;
};

/** Views as bars and clicks as a line with its own scale (right), per day. */
export function dailyChart(days: { day: string; views: number; clicks: number }[]): string {
  const width = 960, height = 280, left = 48, right = 48, top = 16, bottom = 36;
  const plotW = width - left - right, plotH = height - top - bottom;
  const viewStep = step(Math.max(1, ...days.map((d) => d.views)));
  const clickStep = step(Math.max(1, ...days.map((d) => d.clicks)));
  const viewMax = viewStep * 4, clickMax = clickStep * 4;
  const slot = plotW / Math.max(1, days.length);
  const bar = Math.max(2, Math.min(28, slot * 0.62));
  const y = (value: number, max: number) => top + plotH - (value / max) * plotH;
  const x = (i: number) => left + slot * i + slot / 2;
  const grid = [0, 1, 2, 3, 4].map((i) => {
    const at = y(viewStep * i, viewMax);
    return `<line x1="${left}" x2="${width - right}" y1="${at}" y2="${at}" class="grid"/><text x="${left - 8}" y="${at + 4}" class="axis" text-anchor="end">${(viewStep * i).toLocaleString("en")}</text><text x="${width - right + 8}" y="${at + 4}" class="axis clicks-axis">${(clickStep * i).toLocaleString("en")}</text>`;
  });
  const labelEvery = Math.ceil(days.length / 12);
  const bars = days.map((d, i) => `<rect x="${x(i) - bar / 2}" y="${y(d.views, viewMax)}" width="${bar}" height="${(d.views / viewMax) * plotH}" rx="3" class="views"><title>${short(d.day)}: ${d.views.toLocaleString("en")} views</title></rect>`);
  const labels = days.map((d, i) => (i % labelEvery === 0 ? `<text x="${x(i)}" y="${height - 12}" class="axis" text-anchor="middle">${short(d.day)}</text>` : ""));
  const points = days.map((d, i) => `${x(i)},${y(d.clicks, clickMax)}`).join(" ");
  const dots = days.map((d, i) => `<circle cx="${x(i)}" cy="${y(d.clicks, clickMax)}" r="4" class="clicks-dot"><title>${short(d.day)}: ${d.clicks.toLocaleString("en")} clicks</title></circle>`);
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="Page views (bars, left scale) and clicks (line, right scale) per day">${grid.join("")}${bars.join("")}<polyline points="${points}" class="clicks-line"/>${dots.join("")}${labels.join("")}</svg>`;
}

/** A bar in a table cell, its length the share of the largest value. */
export const meter = (value: number, max: number, kind: "views" | "clicks") =>
  `<span class="meter ${kind}" style="width:${max ? Math.max(2, (value / max) * 100).toFixed(1) : 0}%"></span>`;
