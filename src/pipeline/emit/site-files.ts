// Every file of the site rendered in memory: each route and the 404 page prerendered, the data, the hero's picture,
// the icon sprite, the host files.
import { HERO_ART_SVG } from "./hero-art-file";
import { ICON_SPRITE_SVG } from "./icon-sprite-file";
import { NO_SCRIPT_CSS } from "./document";
import type { ClientScripts } from "./bundle";
import type { LanguageOutput, Output } from "./output";
import { renderRoute, type Rendered } from "./render";
import { readRender, renderKey, writeRender } from "./render-cache";
import type { PageData } from "../../app/page-data";
import { deployFiles } from "./deploy/files";
import { GO_PREFIX, goRedirect, type RedirectRule } from "../redirects";
import { REDIRECTS_FILE, redirectsFile } from "../../server/redirects";
import { contentSecurityPolicy, headerRules, headersFile, robots, sitemap } from "./host-files";

export const routeFile = (path: string) => (path === "/" ? "index.html" : `${path.replace(/^\/|\/$/g, "")}/index.html`);

/** The not-found page of a language: 404.html for the default, de/404.html for German (the hosts answer with it under /de/). */
export const notFoundFile = (home: string) => (home === "/" ? "404.html" : `${home.slice(1)}404.html`);

/**
 * Every generated file of the site, by path under dist/: the pages, 404.html, the page data, sitemap.xml, robots.txt
 * and _headers (whose CSP hashes every inline style the pages carry). Shared by the build and the dev server.
 */
/** `renderCache`: a folder of rendered pages (the build's .cache/render/); without it every page is rendered. */
export function renderSiteFiles(output: Output, scripts: ClientScripts, renderCache?: string): { files: Map<string, string>; pages: number } {
  const files = new Map<string, string>();
  const styles = new Set<string>([NO_SCRIPT_CSS]);
  const go = new Map<string, RedirectRule>();
  const record = (cta: string, target: string) => go.set(GO_PREFIX + cta, goRedirect(cta, target, output.site));
  let count = 0;
  for (const language of output.languages) {
    // A language whose home is not translated yet shows its not-found page under the default's.
    const notFound = language.site.home === "/" && language !== output.languages[0] ? undefined : notFoundFile(language.site.home);
    for (const page of [...language.pages, ...(notFound ? [null] : [])]) {
      const file = page ? routeFile(page.path) : notFound!;
      const path = page?.path ?? `${language.site.home}404`;
      const rendered = renderStage(`rendering ${page ? page.path : file}`, () => cachedRoute(renderCache, language, page, path, scripts, record));
      rendered.styles.forEach((style) => styles.add(style));
      if (language.fontCss) styles.add(language.fontCss);
      files.set(file, rendered.html);
      count++;
    }
  }
  // The consent script is published only where a page names it, so a site without it is as it was.
  if ([...files.values()].some((html) => html.includes(`"${scripts.consent.url}"`))) files.set(scripts.consent.url.slice(1), scripts.consent.text);
  for (const [url, json] of output.dataFiles) files.set(url.slice(1), json);
  files.set(output.site.heroArt.slice(1), HERO_ART_SVG);
  files.set(output.site.icons.slice(1), ICON_SPRITE_SVG);
  const entries = output.languages.flatMap((language) => language.pages.map((page) => ({ path: page.path, alternates: page.alternates })));
  files.set("sitemap.xml", sitemap(output.site.baseUrl, entries, output.languages[0].language.code));
  files.set("robots.txt", robots(output.site.baseUrl));
  const rules = headerRules(contentSecurityPolicy(styles, output.analyticsOrigins, output.languages.some((language) => language.fontCss)), { preload: output.hstsPreload });
  files.set("_headers", headersFile(rules));
  const redirects = [...output.redirects, ...[...go.values()].sort((a, b) => a.from.localeCompare(b.from))];
  files.set(REDIRECTS_FILE, redirectsFile(redirects));
  const ownNotFound = output.languages.slice(1).filter((language) => language.site.home !== "/").map((language) => language.language.code);
  for (const [path, text] of deployFiles(rules, redirects, ownNotFound)) files.set(path, text);
  return { files, pages: count };
}

/** renderRoute, or its result from the cache, whose recorded /go/ links are told to `record` as rendering would. */
function cachedRoute(dir: string | undefined, language: LanguageOutput, page: PageData | null, path: string, scripts: ClientScripts, record: (cta: string, target: string) => void): Rendered {
  if (!dir) return renderRoute(language, page, path, scripts, record);
  const { siteUrl, analytics, fontCss, fontFiles } = language;
  const key = renderKey({ siteUrl, analytics: analytics ?? null, fontCss: fontCss ?? null, fontFiles: fontFiles ?? null, page, path, scripts });
  const cached = readRender(dir, key);
  if (cached) {
    for (const [cta, target] of cached.records) record(cta, target);
    return cached;
  }
  const records: [string, string][] = [];
  const rendered = renderRoute(language, page, path, scripts, (cta, target) => (records.push([cta, target]), record(cta, target)));
  writeRender(dir, key, { ...rendered, records });
  return rendered;
}

/** Names the route in an unexpected failure, so the report says where it happened. */
function renderStage<T>(stage: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new Error(`${stage}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
