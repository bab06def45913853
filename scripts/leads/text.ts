// The report as text for the terminal: per page views, clicks per call to action and click-through rate; per day; per campaign.
import { clicksOf, ctr, totals, type Tally } from "./tally";

const n = (value: number) => value.toLocaleString("en");
const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

/** Pages by views (then by name), so the busiest comes first. */
export const pagesInOrder = (tally: Tally) => [...tally.pages].sort(([a, x], [b, y]) => y.views - x.views || a.localeCompare(b));

export function textReport(tally: Tally): string {
  const { views, clicks } = totals(tally);
  const days = [...tally.days.keys()].sort();
  const out: string[] = [];
  out.push(`${n(tally.lines)} lines: ${n(views)} page views and ${n(clicks)} clicks by people; left out: ${n(tally.bots)} by bots, ${n(tally.other)} for assets, other files or errors, ${n(tally.unreadable)} unreadable.`);
  if (days.length) out.push(`From ${days[0]} to ${days[days.length - 1]} (UTC).`);
  const width = Math.max(24, ...[...tally.pages].flatMap(([path, page]) => [path.length, ...[...page.clicks.keys()].map((cta) => cta.length + 2)]));
  out.push("", `${pad("Page / call to action", width)}  ${pad("Views", 8, true)}  ${pad("Clicks", 8, true)}  ${pad("CTR", 7, true)}`);
  for (const [path, page] of pagesInOrder(tally)) {
    const pageClicks = clicksOf(page);
    out.push(`${pad(path, width)}  ${pad(n(page.views), 8, true)}  ${pad(n(pageClicks), 8, true)}  ${pad(ctr(pageClicks, page.views), 7, true)}`);
    for (const [cta, hits] of [...page.clicks].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))) {
      out.push(`${pad(`  ${cta}`, width)}  ${pad("", 8)}  ${pad(n(hits), 8, true)}  ${pad(ctr(hits, page.views), 7, true)}`);
    }
  }
  out.push(`${pad("All pages", width)}  ${pad(n(views), 8, true)}  ${pad(n(clicks), 8, true)}  ${pad(ctr(clicks, views), 7, true)}`);
  out.push("", `${pad("Day", 12)}  ${pad("Views", 8, true)}  ${pad("Clicks", 8, true)}  ${pad("CTR", 7, true)}`);
  for (const day of days) {
    const entry = tally.days.get(day)!;
    out.push(`${pad(day, 12)}  ${pad(n(entry.views), 8, true)}  ${pad(n(entry.clicks), 8, true)}  ${pad(ctr(entry.clicks, entry.views), 7, true)}`);
  }
  if (tally.campaigns.size) {
    out.push("", `${pad("Campaign (source / campaign)", width)}  ${pad("Views", 8, true)}  ${pad("Clicks", 8, true)}`);
    for (const [name, entry] of [...tally.campaigns].sort(([a, x], [b, y]) => y.views - x.views || a.localeCompare(b))) {
      out.push(`${pad(name, width)}  ${pad(n(entry.views), 8, true)}  ${pad(n(entry.clicks), 8, true)}`);
    }
  }
  return out.join("\n") + "\n";
}
