// Runs every cross-file check on a loaded project and returns the problems, sorted, one per mistake.
import { checkCountries, checkCountryLists } from "./countries";
import { checkLinksIn, type LinkTargets } from "./links";
import { checkPage, eachId } from "./page";
import { checkPhotos } from "./photos";
import { checkPublished, checkRedirects } from "./redirects";
import { checkSite, cleanPath } from "./site";
import type { LoadedPage, Options, Project } from "../model";
import { fill, placeholderValues } from "../placeholders";
import { compareProblems, type Problem } from "../problems";
import { checkTranslations, translatedRoutes } from "../translate/check";

/**
 * Where a caller that keeps a project between runs (the dev server's builder) may reuse earlier results: each hook is
 * given the work to do and either does it or reports what that same work reported before.
 */
export interface CheckHooks {
  /** The checks of site.yaml alone (with the page file names, messages and public/ they read). */
  site?: (check: () => void) => void;
  /** The ids a page holds, for links to it. */
  ids?: (page: LoadedPage) => Set<string>;
  /** The links and redirects of site.yaml, which read it and `targets` (every page's ids) alone. */
  siteLinks?: (targets: LinkTargets, check: () => void) => void;
  /** One page's own checks, which report into its file only; `targets` is every page's ids, which its links read. */
  page?: (page: LoadedPage, targets: LinkTargets, check: () => void) => void;
}

/** The ids a page holds, without their data paths (see eachId). */
export function idsOf(page: LoadedPage): Set<string> {
  const ids = new Set<string>();
  eachId(page.data, (id) => ids.add(id));
  return ids;
}

export function checkProject(project: Project, options: Options, hooks: CheckHooks = {}): Problem[] {
  const { site } = project;
  if (site) {
    const { site: siteHook = (check) => check(), ids = idsOf, siteLinks = (_targets, check) => check(), page: pageHook = (_page, _targets, check) => check() } = hooks;
    siteHook(() => {
      checkSite(site, project.root, project.pageNames, project.messages, project.messagesLoaded, options);
      checkCountries(site, options.production);
      checkPhotos(site, project.root);
    });
    const values = placeholderValues(site.data.settings);
    // A malformed route path is reported once, in site.yaml; links are checked against the path it should be.
    const targets: LinkTargets = { idsByPath: new Map(site.data.routes.map((route) => [cleanPath(route.path), new Set<string>()])) };
    for (const page of project.pages) targets.idsByPath.set(cleanPath(page.path), ids(page));
    siteLinks(targets, () => {
      checkLinksIn(fill(site.data, values), () => site.doc, site.file, undefined, targets);
      checkRedirects(site, targets);
    });
    checkPublished(project, site.data, translatedRoutes(project));
    for (const page of project.pages) {
      pageHook(page, targets, () => {
        const filled = fill(page.data, values);
        checkPage(page, filled, project.root, site.data.people ?? {}, options.production, values);
        checkLinksIn(filled, () => page.doc, page.file, cleanPath(page.path), targets);
        checkCountryLists(site, page);
      });
    }
    checkTranslations(project, options.production);
  }
  return allProblems(project);
}

export function allProblems(project: Project): Problem[] {
  const problems = [...project.orphanProblems, ...project.files.flatMap((file) => file.problems)];
  const unique = new Map(problems.map((p) => [`${p.file}:${p.line}:${p.col}:${p.message}`, p]));
  return [...unique.values()].sort(compareProblems);
}
