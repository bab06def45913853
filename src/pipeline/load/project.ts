// Loads site.yaml, the translations and every page spec, collecting every problem instead of stopping at the first.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pageSchema } from "../../schema/page";
import { siteSchema } from "../../schema/site";
import type { LoadedPage, PageSpec, Project, SiteSpec } from "../model";
import { checkPublic } from "./public";
import { loadMessages } from "./messages";
import { LoadCache } from "./load-cache";
import { LoadHelper } from "./load-helper";
import { loadYaml } from "./load-file";
import { listPageFiles, PAGE_MODELINE, pageFileName, pageLoadOptions, PAGES_DIR } from "./page-files";
import { checkSitePlaceholders, placeholderNames } from "../placeholders";
import { SITE_BYTES_PER_PAGE, siteFileLimit } from "./read";
import { loadTranslations } from "../translate/load";

export const SITE_FILE = "site.yaml";
export { PAGES_DIR, PAGE_MODELINE, pageFileName, listPageFiles } from "./page-files";

/** Line 1 of site.yaml, so VS Code's YAML extension finds the schema: completion, hover help, red squiggles. */
export const SITE_MODELINE = "# yaml-language-server: $schema=schema/site.json";

/** Texts to check in place of files on disk (project-relative name → text): the editor's unsaved page. */
export type Overrides = ReadonlyMap<string, string>;

/** The placeholder names site.yaml's settings give, or none when it did not load. */
export const sitePlaceholders = (project: Project) => (project.site ? [...placeholderNames] : undefined);

/** An empty project for `root`, to load into. */
const emptyProject = (root: string): Project => ({ root, pageNames: [], pages: [], messages: {}, messagesLoaded: false, locales: new Map(), translations: [], files: [], orphanProblems: [] });

/** site.yaml loaded into `project`, or a problem when it is missing. */
function loadSite(project: Project, overrides?: Overrides) {
  const sitePath = join(project.root, SITE_FILE);
  // site.yaml holds a route per page: its limit grows with the pages there are, so a large site is normal input.
  const pageCount = listPageFiles(project.root).length;
  const siteLimit = { bytes: siteFileLimit(pageCount), hint: `site.yaml holds the settings and a route per page (${SITE_BYTES_PER_PAGE} bytes each for ${pageCount} page files); remove what was pasted by mistake` };
  if (existsSync(sitePath)) project.site = loadYaml<SiteSpec>(project, sitePath, siteSchema, SITE_MODELINE, { overrides, limit: siteLimit, valid: checkSitePlaceholders });
  else project.orphanProblems.push({ file: SITE_FILE, line: 1, col: 1, length: 1, severity: "error", message: "site.yaml is missing", hint: "it holds the settings and the routes; restore it from version control" });
}

/** Reads and validates everything. Cross-file checks run afterwards, on what loaded cleanly. */
export function loadProject(root: string, overrides?: Overrides): Project {
  const project = emptyProject(root);
  // Validate every page file, routed or not, so one run reports every mistake.
  // A page given in overrides counts even before its file exists (a scaffold checks a new page before writing it).
  const given = [...(overrides?.keys() ?? [])].flatMap((file) => /^pages\/[^/]+\.yaml$/.test(file) ? [file.slice(PAGES_DIR.length + 1, -5)] : []);
  project.pageNames = [...new Set([...listPageFiles(root), ...given])].sort();
  // Started first: the thread loads its code, then pages, while this one loads site.yaml. It loads them as if site.yaml
  // loads, whose placeholder names are always the same; if it does not, the thread's outcomes are kept under other
  // names (the load cache's key holds them), and this thread loads every page itself.
  const cache = LoadCache.open(root);
  let helper = cache && LoadHelper.start(root, project.pageNames, cache);
  helper?.begin([...placeholderNames]);
  project.orphanProblems.push(...checkPublic(root));
  project.messages = loadMessages(project);
  loadSite(project, overrides);

  const routed = routedPages(project);
  const placeholders = sitePlaceholders(project);
  project.pageNames.forEach((name, index) => {
    // Where the load thread began, every file from here on is its: its outcomes are waited for, then found in the cache.
    if (helper && !helper.claim(index)) {
      helper.finish();
      helper = undefined;
    }
    const page = loadPage(project, name, routed.get(name), placeholders, overrides);
    if (page) project.pages.push(page);
  });
  helper?.finish();
  project.pages.sort(routeOrder(project));
  loadTranslations(project, overrides);
  cache?.save();
  return project;
}

/**
 * One page file loaded (its file and problems added to the project's); the page, when it loaded and has a route.
 * `placeholders`: the names site.yaml's settings give, undefined without a site.
 */
export function loadPage(project: Project, name: string, path: string | undefined, placeholders: string[] | undefined, overrides?: Overrides): LoadedPage | undefined {
  const loaded = loadYaml<PageSpec>(project, join(project.root, pageFileName(name)), pageSchema, PAGE_MODELINE, pageLoadOptions(placeholders, overrides));
  // Assigned onto the loaded record, not spread: spreading would parse a cached file's document to copy it.
  return loaded && path !== undefined ? Object.assign(loaded, { name, path }) satisfies LoadedPage : undefined;
}

/**
 * Output (sitemap, data files) follows the order of routes in site.yaml, not of file names. Each path's first position
 * (as indexOf gave it), looked up once per comparison instead of searched for.
 */
export function routeOrder(project: Project): (a: LoadedPage, b: LoadedPage) => number {
  const order = new Map<string, number>();
  [...routedPages(project).values()].forEach((path, index) => order.has(path) || order.set(path, index));
  return (a, b) => order.get(a.path)! - order.get(b.path)!;
}

/** Each page file's route path, by the page's name (the last route naming it, when two do). */
export const routedPages = (project: Project) => new Map((project.site?.data.routes ?? []).map((route) => [route.page, route.path]));
