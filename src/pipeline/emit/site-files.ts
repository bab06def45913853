// Every generated file of the site, handed on as it is made: each route and the 404 page prerendered, their
// stylesheets, the data, the hero's picture, the icon sprite, the host files.
import { HERO_ART_SVG } from "./hero-art-file";
import { ICON_SPRITE_SVG } from "./icon-sprite-file";
import { NO_SCRIPT_CSS } from "./document";
import type { ClientScripts } from "./bundle";
import { pageDataUrl } from "../../core/site-data";
import type { Output, OutputPage } from "./output";
import { dataHash, isRemembered } from "./page-memo";
import { routeKey, type RenderContext } from "./render-cache";
import type { RouteReplay } from "./route-ledger";
import type { PageData } from "../../app/page-data";
import { inTurns } from "./in-turns";
import type { Jobs } from "./workers/jobs";
import { namesScript, type DirectOutput } from "./workers/written-page";
import { deployFiles } from "./deploy/files";
import { goRedirect, type RedirectRule } from "../redirects";
import { REDIRECTS_FILE, redirectsFile } from "../../server/redirects";
import { contentSecurityPolicy, headerRules, headersFile, robots, sitemap, type HostRule } from "./host-files";
import { rememberLast } from "./remember-last";
import { stylesheetUrl } from "./asset-names";

export const routeFile = (path: string) => (path === "/" ? "index.html" : `${path.replace(/^\/|\/$/g, "")}/index.html`);

/** The not-found page of a language: 404.html for the default, de/404.html for German (the hosts answer with it under /de/). */
export const notFoundFile = (home: string) => (home === "/" ? "404.html" : `${home.slice(1)}404.html`);

/** The redirects and the servers' configurations, written again only when their rules or redirects change. */
const hostConfig = rememberLast((rules: HostRule[], redirects: RedirectRule[], ownNotFound: string[]) => ({ redirects: redirectsFile(redirects), deploy: deployFiles(rules, redirects, ownNotFound) }));

/** Whether a page's HTML names the consent script: a page kept by the dev server's builder is not searched again. */
const namesConsent = new WeakMap<Uint8Array, { url: string; named: boolean }>();
function consentIn(html: Uint8Array, url: string): boolean {
  const known = namesConsent.get(html);
  if (known?.url === url) return known.named;
  const named = namesScript(html, url);
  namesConsent.set(html, { url, named });
  return named;
}

/** Each page's /go/ redirects, made once per render of it (the dev server's builder keeps its renders between saves). */
const goRules = new WeakMap<readonly [string, string][], { site: string; rules: RedirectRule[] }>();
function goRulesOf(records: readonly [string, string][], site: Output["site"]): RedirectRule[] {
  const key = `${site.bookingUrl} ${site.baseUrl}`;
  const known = goRules.get(records);
  if (known?.site === key) return known.rules;
  const rules = records.map(([cta, target]) => goRedirect(cta, target, site));
  goRules.set(records, { site: key, rules });
  return rules;
}

/** Takes each file of the site as it is made: its path under dist/ and its bytes (text as UTF-8). */
export type WriteFile = (path: string, content: string | Uint8Array) => void;

/**
 * Every generated file of the site, by path under dist/: the pages, 404.html, the stylesheets they link, the page data,
 * sitemap.xml, robots.txt and _headers (whose CSP hashes the few inline styles: the no-script menu, a language's fonts). Shared by the build and the dev server. Each page
 * is written as soon as it is rendered (by `jobs`, here or in render threads), so the pages are never all held at once;
 * what they tell the site's own files (/go/ links) is taken in the routes' order, whatever order they finish in.
 */
export async function emitSiteFiles(output: Output<OutputPage>, scripts: ClientScripts, jobs: Jobs, write: WriteFile, renderCache?: string, ledger?: RouteReplay, direct?: DirectOutput): Promise<number> {
  const inline = new Set<string>([NO_SCRIPT_CSS]);
  /** The stylesheets written: the pages that use the same sections share one. */
  const stylesheets = new Set<string>();
  const go = new Map<string, RedirectRule>();
  const contexts: RenderContext[] = [];
  const routes = output.languages.flatMap((language, index) => {
    contexts[index] = { site: language.site, siteUrl: language.siteUrl, analytics: language.analytics, fontCss: language.fontCss, fontFiles: language.fontFiles, scripts };
    jobs.language(index, { ...contexts[index], renderCache });
    if (language.fontCss) inline.add(language.fontCss);
    // A language whose home is not translated yet shows its not-found page under the default's.
    const notFound = language.site.home === "/" && language !== output.languages[0] ? undefined : notFoundFile(language.site.home);
    return [...language.pages, ...(notFound ? [null] : [])].map((page) => ({ index, page, file: page ? routeFile(page.path) : notFound!, path: page?.path ?? `${language.site.home}404` }));
  });
  const records: [string, string][][] = [];
  let consent = false;
  /** The data files of the routes kept as they are (see RouteReplay) or written with them (`direct`): not written here. */
  const keptData = new Set<string>();
  /** The data files of pages recalled from the memo and made after all (the output did not hold them as remembered). */
  const remade = new Map<string, string>();
  await inTurns(routes, async ({ index, page: listed, file, path }, order) => {
    const dataUrl = listed && pageDataUrl(listed.path);
    const files = dataUrl ? [file, dataUrl.slice(1)] : [file];
    /** The route's render key from its data file's hash: the key needs no second JSON of the page. */
    const keyOf = (hash: string) => (renderCache || ledger ? routeKey(contexts[index], path, hash) : undefined);
    const remembered = listed && isRemembered(listed) ? listed : undefined;
    let page = remembered ? null : (listed as PageData | null);
    let json = dataUrl && !remembered ? output.dataFiles.get(dataUrl) : undefined;
    let key = keyOf(remembered?.remembered.json ?? (dataUrl && output.dataHashes.get(dataUrl)) ?? dataHash(json ?? JSON.stringify(page)));
    let told = key ? ledger?.replay(key, files) : undefined;
    if (told && dataUrl) keptData.add(dataUrl);
    if (!told && remembered) {
      // Recalled, but the output does not hold it as it rendered: its data made now, and its route rendered from it.
      ({ page, json } = output.remake!(index, remembered));
      remade.set(dataUrl!, json);
      key = keyOf(dataHash(json));
    }
    if (!told) {
      const to = direct && { dir: direct.dir, document: file, ...(dataUrl && json !== undefined ? { data: [dataUrl.slice(1), json] as [string, string] } : {}) };
      const rendered = await renderStage(`rendering ${page ? page.path : file}`, () => jobs.page(index, page, path, key, to));
      if ("written" in rendered) {
        direct!.adopt(rendered.written);
        if (to?.data) keptData.add(dataUrl!);
        told = { stylesheets: rendered.stylesheets, records: rendered.records, consent: rendered.consent };
      } else {
        write(file, rendered.html);
        // The consent script is published only where a page names it, so a site without it is as it was (searched in
        // every page only when each page's answer is kept).
        told = { stylesheets: rendered.stylesheets, records: rendered.records, consent: (ledger || !consent) && consentIn(rendered.html, scripts.consent.url) };
      }
      if (key) ledger?.note(key, files, told);
    }
    for (const css of told.stylesheets) {
      if (stylesheets.has(css)) continue;
      stylesheets.add(css);
      write(stylesheetUrl(css).slice(1), css);
    }
    records[order] = told.records;
    consent ||= told.consent;
  }, jobs.width);
  // A /go/ path two pages send to different places keeps the later route's, as when the pages were rendered in turn.
  for (const rule of records.flatMap((page) => goRulesOf(page, output.site))) go.set(rule.from, rule);
  if (consent) write(scripts.consent.url.slice(1), scripts.consent.text);
  for (const [url, json] of [...output.dataFiles, ...remade]) if (!keptData.has(url)) write(url.slice(1), json);
  write(output.site.heroArt.slice(1), HERO_ART_SVG);
  write(output.site.icons.slice(1), ICON_SPRITE_SVG);
  const entries = output.languages.flatMap((language) => language.pages.map((page) => ({ path: page.path, alternates: page.alternates })));
  write("sitemap.xml", sitemap(output.site.baseUrl, entries, output.languages[0].language.code));
  write("robots.txt", robots(output.site.baseUrl));
  const rules = headerRules(contentSecurityPolicy(inline, output.analyticsOrigins, output.languages.some((language) => language.fontCss)), { preload: output.hstsPreload });
  write("_headers", headersFile(rules));
  const redirects = [...output.redirects, ...[...go.values()].sort((a, b) => a.from.localeCompare(b.from))];
  const ownNotFound = output.languages.slice(1).filter((language) => language.site.home !== "/").map((language) => language.language.code);
  const config = hostConfig(rules, redirects, ownNotFound);
  write(REDIRECTS_FILE, config.redirects);
  for (const [path, text] of config.deploy) write(path, text);
  return routes.length;
}

/** Names the route in an unexpected failure, so the report says where it happened. */
async function renderStage<T>(stage: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${stage}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
