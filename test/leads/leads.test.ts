// `npm run leads` on a made log of nginx and Caddy lines whose every count is known: exact figures, bots and assets left
// out, gzip read, no visitor address printed or written, and an HTML report that loads nothing.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { caddyLine, nginxLine } from "../../scripts/leads/sample-log";
import { ROOT } from "../helpers/site";

const test = suite("leads: counts from the host's access log");
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const A = new Date("2026-11-02T10:00:00Z");
const B = new Date("2026-11-03T09:15:00Z");
const IP = "198.51.100.77";
const CAMPAIGN = "utm_source=news&utm_medium=email&utm_campaign=spring";

const nginx = [
  nginxLine(IP, A, "GET", "/for-kuwait", 200, PERSON),
  nginxLine(IP, A, "GET", "/for-kuwait/", 200, PERSON),
  nginxLine(IP, A, "GET", `/for-kuwait?${CAMPAIGN}`, 200, PERSON),
  nginxLine(IP, A, "GET", "/", 304, PERSON),
  nginxLine(IP, A, "GET", "/for-kuwait", 200, GOOGLEBOT),
  nginxLine(IP, A, "GET", "/assets/app-x1.js", 200, PERSON),
  nginxLine(IP, A, "GET", "/go/for-kuwait/cta/2", 302, PERSON),
  nginxLine(IP, B, "GET", `/go/for-kuwait/cta/2?${CAMPAIGN}`, 302, PERSON),
  nginxLine(IP, B, "GET", "/no-such-page", 404, PERSON),
  nginxLine(IP, B, "POST", "/contact", 405, PERSON),
  // 23:30 in New York is the next day in UTC.
  `${IP} - - [02/Nov/2026:23:30:00 -0500] "GET /contact HTTP/2.0" 200 5120 "https://www.example.com/" "${PERSON}"`,
  "not an access log line",
];
const caddy = [
  caddyLine(IP, B, "GET", "/for-kuwait", 200, PERSON),
  caddyLine(IP, B, "GET", "/", 200, PERSON),
  caddyLine(IP, B, "GET", "/go/home/cta/1", 302, PERSON),
  caddyLine(IP, B, "GET", "/go/for-kuwait/contact/booking", 302, "curl/8.5.0"),
  caddyLine(IP, B, "GET", "/favicon.ico", 200, PERSON),
  caddyLine(IP, B, "GET", "/", 200, "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"),
];

const EXPECTED = `18 lines: 7 page views and 3 clicks by people; left out: 3 by bots, 4 for assets, other files or errors, 1 unreadable.
From 2026-11-02 to 2026-11-03 (UTC).

Page / call to action        Views    Clicks      CTR
/for-kuwait                      4         2    50.0%
  for-kuwait/cta/2                         2    50.0%
/                                2         1    50.0%
  home/cta/1                               1    50.0%
/contact                         1         0     0.0%
All pages                        7         3    42.9%

Day              Views    Clicks      CTR
2026-11-02           4         1    25.0%
2026-11-03           3         2    66.7%

Campaign (source / campaign)     Views    Clicks
news / spring                    1         1
`;

let dir = "";
test.before(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-"));
  writeFileSync(join(dir, "access.log"), nginx.join("\n") + "\n");
  writeFileSync(join(dir, "caddy.log.gz"), gzipSync(caddy.join("\n") + "\n"));
});
test.after(() => rmSync(dir, { recursive: true, force: true }));

/** As `npm run leads` runs it; files named relative to the log folder. */
const leads = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/leads.ts", ...args.map((arg) => (arg.startsWith("--") ? arg : join(dir, arg)))], { cwd: ROOT, encoding: "utf8" });

test("nginx combined and gzipped Caddy JSON: views, clicks per call to action, CTR, per day and per campaign, exactly", () => {
  const result = leads("access.log", "caddy.log.gz");
  assert.is(result.stderr, "");
  assert.is(result.status, 0);
  assert.fixture(result.stdout, EXPECTED);
  assert.not.ok(result.stdout.includes(IP), "no visitor address in the output");
});

test("--html: the same figures as one static page that loads nothing and keeps no visitor address", () => {
  const result = leads("access.log", "caddy.log.gz", "--html", "report.html");
  assert.is(result.status, 0, result.stderr);
  assert.ok(result.stdout.endsWith(`\nwrote ${join(dir, "report.html")}\n`));
  const html = readFileSync(join(dir, "report.html"), "utf8");
  assert.not.match(html, /<script|<link|<img|<iframe|@import|url\(/i);
  assert.not.ok(html.includes(IP), "no visitor address in the report");
  for (const figure of ['<div class="value">7</div>', '<div class="value">3</div>', '<div class="value">42.9%</div>', "<td>for-kuwait/cta/2</td>", "<td>news / spring</td>", "<svg"]) {
    assert.ok(html.includes(figure), figure);
  }
});

test("mistakes: no file, a missing file, --html without a name", () => {
  const none = leads();
  assert.is(none.status, 2);
  assert.is(none.stderr, "usage: npm run leads -- <access log files: nginx combined or Caddy JSON, plain or .gz> [--html report.html]\n");
  assert.is(leads("nope.log").stderr, `${join(dir, "nope.log")}: no such file\n`);
  assert.is(leads("access.log", "--html").stderr, "--html needs a file name, e.g. --html report.html\n");
});

test.run();
