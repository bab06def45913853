// Redirect rules as a host answers them, and the `_redirects` file (Netlify, Cloudflare Pages) that carries them; npm start reads it back.

/** Written into dist/ beside _headers; never served (see paths.ts). */
export const REDIRECTS_FILE = "_redirects";

export interface RedirectRule {
  from: string;
  /** The Location, as sent. */
  to: string;
  status: 301 | 302;
  /**
   * A /go/ path to the booking page: a request with `utm_source` in its query (a visitor who came with a campaign) is
   * sent to `prefix + the request's query + suffix` instead, so the booking carries that campaign.
   */
  campaign?: { prefix: string; suffix: string };
}

/** The three parameters a page passes on (src/app/loader.ts sends exactly these, in this order). */
export const CAMPAIGN_PARAMS = ["utm_source", "utm_medium", "utm_campaign"] as const;

const placeholder = (name: string) => `:${name.slice(4)}`;

/** `_redirects` lines: the campaign form first (Netlify's query matching), then the plain one; first match wins. */
export function redirectsFile(rules: readonly RedirectRule[]): string {
  const lines = ["# Written by `npm run build` from site.yaml's redirects: and the pages' calls to action; do not edit."];
  for (const rule of rules) {
    if (rule.campaign) {
      const query = CAMPAIGN_PARAMS.map((name) => `${name}=${placeholder(name)}`);
      lines.push(`${rule.from} ${query.join(" ")} ${rule.campaign.prefix}${query.join("&")}${rule.campaign.suffix} ${rule.status}`);
    }
    lines.push(`${rule.from} ${rule.to} ${rule.status}`);
  }
  return lines.join("\n") + "\n";
}

export interface ParsedRedirect {
  from: string;
  /** Query parameters the rule needs, and the placeholder each fills. */
  query: [string, string][];
  to: string;
  status: number;
}

export function parseRedirects(text: string): ParsedRedirect[] {
  const rules: ParsedRedirect[] = [];
  for (const line of text.split("\n")) {
    const words = line.trim().split(/\s+/);
    if (!words[0] || words[0].startsWith("#") || words.length < 3) continue;
    const status = Number(words[words.length - 1]);
    const query = words.slice(1, -2).map((pair): [string, string] => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]);
    rules.push({ from: words[0], query, to: words[words.length - 2], status });
  }
  return rules;
}

/** The answer to a path and its raw query, as Netlify gives it: `/old` and `/old/` alike, placeholders filled raw. */
export function redirectFor(rules: readonly ParsedRedirect[], urlPath: string, rawQuery: string): { status: number; location: string } | undefined {
  const path = urlPath.length > 1 ? urlPath.replace(/\/$/, "") : urlPath;
  const params = new Map(rawQuery.split("&").filter(Boolean).map((pair) => [pair.split("=", 1)[0], pair.slice(pair.indexOf("=") + 1 || pair.length)]));
  for (const rule of rules) {
    if (rule.from !== path || !rule.query.every(([name]) => params.has(name))) continue;
    let location = rule.to;
    for (const [name, value] of rule.query) location = location.split(value).join(params.get(name) ?? "");
    return { status: rule.status, location };
  }
  return undefined;
}
