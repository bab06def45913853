// The one list of redirect rules a host answers: site.yaml's redirects: (301/302) and the counted call-to-action paths (/go/…, 302).
import type { SiteSpec } from "../schema/site";
import type { RedirectRule } from "../server/redirects";

/** Where the build keeps every route it ever published, one a line; validate fails when one is gone without a redirect. */
export const PUBLISHED_ROUTES_FILE = "published-routes.txt";
import { GO_PREFIX } from "../ui/cta";

export { GO_PREFIX };

export type { RedirectRule } from "../server/redirects";

/** Location as written: a site path stays relative, so a preview deploy redirects within itself. */
export const siteRedirects = (data: Pick<SiteSpec, "redirects">): RedirectRule[] =>
  (data.redirects ?? []).map((redirect) => ({ from: redirect.from, to: redirect.to, status: redirect.permanent === false ? 302 : 301 }));

/**
 * A /go/ path the prerender recorded for call to action `cta` (`page/place/position`): 302, since its target may
 * change with the next build. To the booking page it adds utm_source (the site's host), utm_medium, utm_campaign (the
 * page) and utm_content (the call to action), and the campaign form a visitor's own utm_* replaces the first three in.
 */
export function goRedirect(cta: string, to: string, site: { bookingUrl: string; baseUrl: string }): RedirectRule {
  const from = GO_PREFIX + cta;
  if (!to.startsWith(site.bookingUrl)) return { from, to, status: 302 };
  const { href, prefix } = withoutUtm(to);
  const utm = new URL(href);
  for (const [name, value] of [["utm_source", hostOf(site.baseUrl)], ["utm_medium", "website"], ["utm_campaign", cta.split("/")[0]], ["utm_content", cta]]) utm.searchParams.set(name, value);
  return { from, to: utm.href, status: 302, campaign: { prefix, suffix: `&utm_content=${encodeURIComponent(cta)}` } };
}

/** Each page's calls to action share a few targets and one host: parsed once each, not for each of thousands of pages. */
const parsed = new Map<string, { href: string; prefix: string }>();
const hosts = new Map<string, string>();
const remembered = <T,>(map: Map<string, T>, key: string, make: () => T): T => {
  const known = map.get(key);
  if (known !== undefined) return known;
  if (map.size > 1000) map.clear();
  const made = make();
  map.set(key, made);
  return made;
};
const hostOf = (baseUrl: string) => remembered(hosts, baseUrl, () => new URL(baseUrl).host);

/** The target without its utm_* parameters, and what a campaign's own utm_* follow. */
const withoutUtm = (to: string) =>
  remembered(parsed, to, () => {
    const url = new URL(to);
    for (const name of [...url.searchParams.keys()]) if (name.startsWith("utm_")) url.searchParams.delete(name);
    return { href: url.href, prefix: url.href + (url.search ? "&" : "?") };
  });

const HEADER = "# Every route the build has published, one a line. Written by `npm run build`; keep it in the repository.\n# A route removed from site.yaml must get a redirect (redirects: in site.yaml), or validate fails.\n";

export function parsePublishedRoutes(text: string): { route: string; offset: number }[] {
  const found: { route: string; offset: number }[] = [];
  let offset = 0;
  for (const line of text.split("\n")) {
    const route = line.trim();
    if (route && !route.startsWith("#")) found.push({ route, offset: offset + line.indexOf(route) });
    offset += line.length + 1;
  }
  return found;
}

/** The list after a build: what it held before and every current route, sorted. */
export const publishedRoutesText = (before: string, routes: readonly string[]) =>
  HEADER + [...new Set([...parsePublishedRoutes(before).map((entry) => entry.route), ...routes])].sort().join("\n") + "\n";
