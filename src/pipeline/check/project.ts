// Runs every cross-file check on a loaded project and returns the problems, sorted, one per mistake.
import { checkCountries } from "./countries";
import { checkLinksIn, type LinkTargets } from "./links";
import { checkPage, pageIds } from "./page";
import { checkPhotos } from "./photos";
import { checkPublished, checkRedirects } from "./redirects";
import { checkSite, cleanPath } from "./site";
import type { Options, Project } from "../model";
import { fill, placeholderValues } from "../placeholders";
import { compareProblems, type Problem } from "../problems";
import { checkTranslations, translatedRoutes } from "../translate/check";

export function checkProject(project: Project, options: Options): Problem[] {
  const { site } = project;
  if (site) {
    checkSite(site, project.root, project.pageNames, project.messages, project.messagesLoaded, options);
    checkCountries(site, project.pages, options.production);
    checkPhotos(site, project.root);
    const values = placeholderValues(site.data.settings);
    // A malformed route path is reported once, in site.yaml; links are checked against the path it should be.
    const targets: LinkTargets = { idsByPath: new Map(site.data.routes.map((route) => [cleanPath(route.path), new Set<string>()])) };
    for (const page of project.pages) targets.idsByPath.set(cleanPath(page.path), new Set(pageIds(page.data).map((entry) => entry.id)));
    checkLinksIn(fill(site.data, values), () => site.doc, site.file, undefined, targets);
    checkRedirects(site, targets);
    checkPublished(project, site.data, translatedRoutes(project));
    for (const page of project.pages) {
      const filled = fill(page.data, values);
      checkPage(page, filled, project.root, site.data.people ?? {}, options.production, values);
      checkLinksIn(filled, () => page.doc, page.file, cleanPath(page.path), targets);
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
