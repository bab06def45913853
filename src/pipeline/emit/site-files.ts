// Every file of the site rendered in memory: each route and the 404 page prerendered, the data, the hero's picture,
// the icon sprite, the host files.
import { HERO_ART_SVG } from "./hero-art-file";
import { ICON_SPRITE_SVG } from "./icon-sprite-file";
import { NO_SCRIPT_CSS } from "./document";
import type { ClientScripts } from "./bundle";
import type { Output } from "./output";
import { renderRoute } from "./render";
import { deployFiles } from "./deploy/files";
import { GO_PREFIX, goRedirect, type RedirectRule } from "../redirects";
import { REDIRECTS_FILE, redirectsFile } from "../../server/redirects";
import { contentSecurityPolicy, headerRules, headersFile, robots, sitemap } from "./host-files";

export const routeFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/**
 * Every generated file of the site, by path under dist/: the pages, 404.html, the page data, sitemap.xml, robots.txt
 * and _headers (whose CSP hashes every inline style the pages carry). Shared by the build and the dev server.
 */
export function renderSiteFiles(output: Output, scripts: ClientScripts): { files: Map<string, string>; pages: number } {
  const files = new Map<string, string>();
  const styles = new Set<string>([NO_SCRIPT_CSS]);
  const go = new Map<string, RedirectRule>();
  const record = (cta: string, target: string) => go.set(GO_PREFIX + cta, goRedirect(cta, target, output.site));
  for (const page of [...output.pages, null]) {
    const stage = page ? `rendering ${page.path}` : "rendering 404.html";
    const rendered = renderStage(stage, () => renderRoute(output.site, output.siteUrl, page, page?.path ?? "/404", scripts, record, output.analytics));
    rendered.styles.forEach((style) => styles.add(style));
    files.set(page ? routeFile(page.path) : "404.html", rendered.html);
  }
  // The consent script is published only where a page names it, so a site without it is as it was.
  if ([...files.values()].some((html) => html.includes(`"${scripts.consent.url}"`))) files.set(scripts.consent.url.slice(1), scripts.consent.text);
  for (const [url, json] of output.dataFiles) files.set(url.slice(1), json);
  files.set(output.site.heroArt.slice(1), HERO_ART_SVG);
  files.set(output.site.icons.slice(1), ICON_SPRITE_SVG);
  files.set("sitemap.xml", sitemap(output.site.baseUrl, output.pages.map((page) => page.path)));
  files.set("robots.txt", robots(output.site.baseUrl));
  const rules = headerRules(contentSecurityPolicy(styles, output.analyticsOrigins), { preload: output.hstsPreload });
  files.set("_headers", headersFile(rules));
  const redirects = [...output.redirects, ...[...go.values()].sort((a, b) => a.from.localeCompare(b.from))];
  files.set(REDIRECTS_FILE, redirectsFile(redirects));
  for (const [path, text] of deployFiles(rules, redirects)) files.set(path, text);
  return { files, pages: output.pages.length + 1 };
}

/** Names the route in an unexpected failure, so the report says where it happened. */
function renderStage<T>(stage: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new Error(`${stage}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
