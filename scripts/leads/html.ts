// The report as one static HTML page: figures, a chart per day, pages with their calls to action, campaigns. No script, nothing fetched.
import { dailyChart, escapeHtml as e, meter } from "./chart";
import { clicksOf, ctr, totals, type Tally } from "./tally";
import { pagesInOrder } from "./text";

const n = (value: number) => value.toLocaleString("en");

const STYLE = `
:root { --navy:#0b2545; --blue:#1d4ed8; --amber:#f6b93b; --ink:#1f2937; --muted:#5b6474; --line:#e5e7eb; --bg:#f5f7fb; }
* { box-sizing: border-box; }
body { margin:0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color:var(--ink); background:var(--bg); }
header { background:var(--navy); color:#fff; padding:28px 20px 64px; }
header > div { max-width:1000px; margin:0 auto; }
header h1 { margin:0 0 4px; font-size:26px; letter-spacing:-.01em; }
header p { margin:0; color:#c9d4e5; }
main { max-width:1040px; margin:-44px auto 48px; padding:0 20px; display:grid; gap:20px; }
.cards { display:grid; grid-template-columns:repeat(auto-fit,minmax(min(150px,100%),1fr)); gap:16px; }
.scroll { overflow-x:auto; }
.card, section { background:#fff; border-radius:14px; box-shadow:0 1px 2px rgba(11,37,69,.06), 0 6px 20px rgba(11,37,69,.06); }
.card { padding:18px 20px; }
.card .label { color:var(--muted); font-size:13px; text-transform:uppercase; letter-spacing:.06em; font-weight:600; }
.card .value { font-size:32px; font-weight:750; color:var(--navy); margin-top:4px; }
.card .note { color:var(--muted); font-size:13px; }
section { padding:22px 24px; }
section h2 { margin:0 0 4px; font-size:18px; color:var(--navy); }
section > p { margin:0 0 14px; color:var(--muted); font-size:14px; }
svg { width:100%; height:auto; display:block; }
.grid { stroke:var(--line); } .axis { fill:var(--muted); font-size:12px; } .clicks-axis { fill:#b7791f; }
.views { fill:var(--blue); opacity:.85; } .clicks-line { fill:none; stroke:var(--amber); stroke-width:3; } .clicks-dot { fill:#fff; stroke:#e2a21f; stroke-width:2.5; }
.legend { display:flex; gap:18px; font-size:13px; color:var(--muted); margin-bottom:8px; }
.legend i { display:inline-block; width:12px; height:12px; border-radius:3px; margin-right:6px; vertical-align:-1px; }
table { width:100%; border-collapse:collapse; font-variant-numeric:tabular-nums; }
th { text-align:left; font-size:12px; text-transform:uppercase; letter-spacing:.05em; color:var(--muted); font-weight:600; padding:8px 10px; border-bottom:2px solid var(--line); }
td { padding:9px 10px; border-bottom:1px solid var(--line); vertical-align:middle; }
td.num, th.num { text-align:right; white-space:nowrap; }
tr.page td { font-weight:650; color:var(--navy); }
tr.cta td:first-child { padding-left:28px; color:var(--muted); font-family:ui-monospace, SFMono-Regular, Menlo, monospace; font-size:13px; }
td.bar { width:28%; }
.meter { display:block; height:10px; border-radius:5px; }
.meter.views { background:linear-gradient(90deg,#1d4ed8,#4f7cf0); } .meter.clicks { background:linear-gradient(90deg,#e2a21f,#f6c75a); }
.ctr { display:inline-block; min-width:58px; padding:2px 8px; border-radius:999px; background:#eef3ff; color:var(--blue); font-weight:650; text-align:center; }
footer { text-align:center; color:var(--muted); font-size:13px; padding-bottom:32px; }
@media (max-width:640px) { header { padding:22px 16px 56px; } main { padding:0 12px; } td.bar, th.bar { display:none; } section { padding:18px 14px; }
  .card { padding:14px; } .card .value { font-size:26px; } td, th { padding:8px 6px; } tr.cta td:first-child { padding-left:14px; word-break:break-all; } }
`;

export function htmlReport(tally: Tally, made: Date): string {
  const { views, clicks } = totals(tally);
  const days = [...tally.days.keys()].sort().map((day) => ({ day, ...tally.days.get(day)! }));
  const pages = pagesInOrder(tally);
  const maxViews = Math.max(0, ...pages.map(([, page]) => page.views));
  const maxClicks = Math.max(0, ...pages.flatMap(([, page]) => [...page.clicks.values()]));
  const period = days.length ? `${days[0].day} to ${days[days.length - 1].day}` : "no page views";
  const rows = pages.flatMap(([path, page]) => {
    const pageClicks = clicksOf(page);
    return [
      `<tr class="page"><td>${e(path)}</td><td class="num">${n(page.views)}</td><td class="bar">${meter(page.views, maxViews, "views")}</td><td class="num">${n(pageClicks)}</td><td class="num"><span class="ctr">${ctr(pageClicks, page.views)}</span></td></tr>`,
      ...[...page.clicks].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([cta, hits]) =>
        `<tr class="cta"><td>${e(cta)}</td><td class="num"></td><td class="bar">${meter(hits, maxClicks, "clicks")}</td><td class="num">${n(hits)}</td><td class="num">${ctr(hits, page.views)}</td></tr>`),
    ];
  });
  const campaigns = [...tally.campaigns].sort(([a, x], [b, y]) => y.views - x.views || a.localeCompare(b));
  const best = pages.filter(([, page]) => page.views >= 20).sort(([, a], [, b]) => clicksOf(b) / b.views - clicksOf(a) / a.views)[0];
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leads report, ${e(period)}</title><style>${STYLE}</style></head>
<body>
<header><div><h1>Leads report</h1><p>${e(period)} (UTC) · from the web server's own access log: no cookies, no tracking script, no visitor addresses kept</p></div></header>
<main>
<div class="cards">
<div class="card"><div class="label">Page views</div><div class="value">${n(views)}</div><div class="note">by people; ${n(tally.bots)} bot requests left out</div></div>
<div class="card"><div class="label">Clicks to book or enquire</div><div class="value">${n(clicks)}</div><div class="note">on calls to action that leave the site</div></div>
<div class="card"><div class="label">Click-through rate</div><div class="value">${ctr(clicks, views)}</div><div class="note">clicks per page view</div></div>
<div class="card"><div class="label">Best page</div><div class="value" style="font-size:22px">${best ? e(best[0]) : "–"}</div><div class="note">${best ? `${ctr(clicksOf(best[1]), best[1].views)} click-through, ${n(best[1].views)} views` : "no page with 20 views yet"}</div></div>
</div>
<section><h2>Per day</h2><p>Page views and clicks on calls to action, each day.</p>
<div class="legend"><span><i style="background:#1d4ed8"></i>Page views (left scale)</span><span><i style="background:#f6b93b"></i>Clicks (right scale)</span></div>
${days.length ? dailyChart(days) : "<p>No page views in these logs.</p>"}</section>
<section><h2>Pages and their calls to action</h2><p>Busiest page first; under each page, the calls to action visitors clicked (their ids are the data-cta of the links).</p>
<div class="scroll"><table><thead><tr><th>Page / call to action</th><th class="num">Views</th><th class="bar"></th><th class="num">Clicks</th><th class="num">CTR</th></tr></thead><tbody>
${rows.join("\n")}
</tbody></table></div></section>
${campaigns.length ? `<section><h2>Campaigns</h2><p>Visitors who arrived with utm_source (and utm_campaign) in the address, and the clicks that carried the campaign on to the booking page.</p>
<div class="scroll"><table><thead><tr><th>Source / campaign</th><th class="num">Views</th><th class="num">Clicks</th><th class="num">CTR</th></tr></thead><tbody>
${campaigns.map(([name, entry]) => `<tr><td>${e(name)}</td><td class="num">${n(entry.views)}</td><td class="num">${n(entry.clicks)}</td><td class="num"><span class="ctr">${ctr(entry.clicks, entry.views)}</span></td></tr>`).join("\n")}
</tbody></table></div></section>` : ""}
<section><h2>Per day, in numbers</h2>
<div class="scroll"><table><thead><tr><th>Day</th><th class="num">Views</th><th class="num">Clicks</th><th class="num">CTR</th></tr></thead><tbody>
${days.map((d) => `<tr><td>${d.day}</td><td class="num">${n(d.views)}</td><td class="num">${n(d.clicks)}</td><td class="num">${ctr(d.clicks, d.views)}</td></tr>`).join("\n")}
</tbody></table></div></section>
</main>
<footer>${n(tally.lines)} log lines read · ${n(tally.other)} for assets, other files or errors and ${n(tally.unreadable)} unreadable left out · made ${made.toISOString().slice(0, 16).replace("T", " ")} UTC by npm run leads</footer>
</body></html>
`;
}
