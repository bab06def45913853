// Counts hits into what the report shows: page views and clicks per call to action, per page, per day and per campaign.
import type { Hit } from "./parse";

/** Crawlers, link previews, monitors and tools: not people. An empty User-Agent counts as a tool too. */
const BOT = /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|monitor|uptime|pingdom|curl|wget|python|go-http|java\/|okhttp|axios|node-fetch|httpclient|libwww|scrapy|feedfetcher|^$/i;
/** A file rather than a page: anything with an extension, and the site's own folders. */
const NOT_A_PAGE = /\.[a-z0-9]+$|^\/(assets|images|_deploy|_headers|_redirects)(\/|$)/i;
const GO = "/go/";

export interface PageCount {
  views: number;
  clicks: Map<string, number>;
}

export interface Tally {
  lines: number;
  unreadable: number;
  bots: number;
  /** Requests by people for anything but a page or a /go/ path (assets, icons, data) or that failed. */
  other: number;
  pages: Map<string, PageCount>;
  days: Map<string, { views: number; clicks: number }>;
  /** "source / campaign" → views that landed with it and clicks that carried it on. */
  campaigns: Map<string, { views: number; clicks: number }>;
}

export const emptyTally = (): Tally => ({ lines: 0, unreadable: 0, bots: 0, other: 0, pages: new Map(), days: new Map(), campaigns: new Map() });

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/** "news / spring" from a query with utm_source (and utm_campaign); undefined without one. */
function campaignOf(query: string): string | undefined {
  if (!query.includes("utm_source=")) return undefined;
  const params = new Map(query.split("&").map((pair) => [pair.split("=", 1)[0], decode(pair.slice(pair.indexOf("=") + 1))]));
  return `${params.get("utm_source") || "?"} / ${params.get("utm_campaign") || "(none)"}`;
}

/** The page a call to action stands on, from its id: "for-kuwait/cta/2" → /for-kuwait, "home/hero/1" → /. */
export const pageOfCta = (cta: string) => {
  const page = cta.split("/")[0];
  return page === "home" ? "/" : `/${page}`;
};

const bump = <K>(map: Map<K, { views: number; clicks: number }>, key: K, field: "views" | "clicks") => {
  const entry = map.get(key) ?? { views: 0, clicks: 0 };
  entry[field]++;
  map.set(key, entry);
};

const pageEntry = (tally: Tally, path: string) => {
  let entry = tally.pages.get(path);
  if (!entry) tally.pages.set(path, (entry = { views: 0, clicks: new Map() }));
  return entry;
};

/** Few distinct User-Agents make up a log: each is tested once. */
const botByAgent = new Map<string, boolean>();
const isBot = (agent: string) => {
  let bot = botByAgent.get(agent);
  if (bot === undefined) botByAgent.set(agent, (bot = BOT.test(agent)));
  return bot;
};

export function count(tally: Tally, hit: Hit | undefined) {
  tally.lines++;
  if (!hit) return void tally.unreadable++;
  if (isBot(hit.agent)) return void tally.bots++;
  if (hit.method !== "GET") return void tally.other++;
  const campaign = campaignOf(hit.query);
  if (hit.path.startsWith(GO) && hit.status >= 300 && hit.status < 400) {
    const cta = decode(hit.path.slice(GO.length));
    const clicks = pageEntry(tally, pageOfCta(cta)).clicks;
    clicks.set(cta, (clicks.get(cta) ?? 0) + 1);
    bump(tally.days, hit.day, "clicks");
    if (campaign) bump(tally.campaigns, campaign, "clicks");
    return;
  }
  if ((hit.status !== 200 && hit.status !== 304) || NOT_A_PAGE.test(hit.path)) return void tally.other++;
  const path = hit.path.length > 1 ? decode(hit.path).replace(/\/+$/, "") : "/";
  pageEntry(tally, path).views++;
  bump(tally.days, hit.day, "views");
  if (campaign) bump(tally.campaigns, campaign, "views");
}

export const clicksOf = (page: PageCount) => [...page.clicks.values()].reduce((sum, n) => sum + n, 0);
export const totals = (tally: Tally) => {
  const pages = [...tally.pages.values()];
  return { views: pages.reduce((sum, p) => sum + p.views, 0), clicks: pages.reduce((sum, p) => sum + clicksOf(p), 0) };
};
export const ctr = (clicks: number, views: number) => (views ? `${((clicks / views) * 100).toFixed(1)}%` : "–");
