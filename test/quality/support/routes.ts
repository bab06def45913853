// The routes of a built site as its sitemap.xml lists them, and its pages as parsed HTML: what the static gates walk.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import type { SiteData } from "../../../src/core/site-data";

export interface BuiltRoute {
  /** The route path, e.g. "/" or "/for-kuwait". */
  path: string;
  /** The absolute address the sitemap lists for it. */
  loc: string;
  /** The HTML file that serves it, relative to dist/. */
  file: string;
}

export const fileForPath = (path: string) => (path === "/" ? "index.html" : `${path.replace(/^\/|\/$/g, "")}/index.html`);

export const parseHtml = (html: string): HTMLElement => parse(html, { comment: false });

/** The JSON file a page names on its #root element: `site` (shared by every page) or `page` (its own data). */
export function namedData<T>(dist: string, root: HTMLElement, which: "site" | "page"): T | undefined {
  const url = root.querySelector("#root")?.getAttribute(`data-${which}`);
  return url ? (JSON.parse(readFileSync(join(dist, url), "utf8")) as T) : undefined;
}

/** The site data every page names (its base URL, its languages), read from the file the home page names. */
export function siteDataOf(dist: string): SiteData {
  const home = parseHtml(readFileSync(join(dist, "index.html"), "utf8"));
  const site = namedData<SiteData>(dist, home, "site");
  if (!site) throw new Error('index.html names no site data (<div id="root" data-site="…">)');
  return site;
}

/** The language prefix of a built page's path: /de/ for /de/contact, / for the default language's pages. */
export const languagePrefixOf = (path: string) => /^\/[a-z]{2}\//.exec(path)?.[0] ?? "/";

/** The default language's page a translated page stands for: /de/for-germany → /for-germany, /de/ → /. */
export const englishPathOf = (path: string) => (languagePrefixOf(path) === "/" ? path : path.slice(languagePrefixOf(path).length - 1) || "/");

/** Every route a page data file was written for (dist/data/: /data/contact.json for /contact, /data/de/index.page.json for /de). */
export function dataFileRoutes(dist: string): string[] {
  const dir = join(dist, "data");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json"))
    .map((name) => `/${name.replace(/\.json$/, "").replace(/(^|\/)index\.page$/, "")}`.replace(/(.)\/$/, "$1"));
}

/** The base URL the site was built for, from the site data (canonical = base URL + path). */
export const baseUrlOf = (dist: string): string => siteDataOf(dist).baseUrl;

export const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, "&"));

/** Every route in dist/sitemap.xml; the sitemap is the build's own list, so a route missing from it is missing here too. */
export function builtRoutes(dist: string): BuiltRoute[] {
  const baseUrl = baseUrlOf(dist);
  return sitemapLocs(readFileSync(join(dist, "sitemap.xml"), "utf8")).map((loc) => {
    if (!loc.startsWith(baseUrl)) throw new Error(`sitemap entry ${loc} is not under the base URL ${baseUrl}`);
    const path = loc.slice(baseUrl.length) || "/";
    const file = fileForPath(path);
    if (!existsSync(join(dist, file))) throw new Error(`sitemap entry ${loc} has no built file ${file}`);
    return { path, loc, file };
  });
}

/**
 * Among `paths` (built routes), a few that together show every section type any of them shows, picked greedily (the
 * page adding the most types first): each type's layout at a width, with or without script, seen at least once.
 */
export function sectionCover(dist: string, paths: string[]): string[] {
  const typesOf = new Map(paths.map((path) => {
    const page = namedData<{ sections: { type: string }[] }>(dist, parseHtml(readFileSync(join(dist, fileForPath(path)), "utf8")), "page");
    return [path, new Set((page?.sections ?? []).map((section) => section.type))] as const;
  }));
  const missing = new Set([...typesOf.values()].flatMap((types) => [...types]));
  const cover: string[] = [];
  while (missing.size) {
    const gain = (path: string) => [...typesOf.get(path)!].filter((type) => missing.has(type)).length;
    const best = paths.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    cover.push(best);
    for (const type of typesOf.get(best)!) missing.delete(type);
  }
  return cover;
}
