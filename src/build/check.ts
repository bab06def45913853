// Runs every cross-file check on a loaded project and returns the problems, sorted, one per mistake.
import { checkLinksIn, type LinkTargets } from "./check-links";
import { checkPage, pageIds } from "./check-page";
import { checkSite } from "./check-site";
import type { Options, Project } from "./model";
import { fill, placeholderValues } from "./placeholders";
import { compareProblems, type Problem } from "./problems";

export function checkProject(project: Project, options: Options): Problem[] {
  const { site } = project;
  if (site) {
    checkSite(site, project.root, project.messages, options);
    const values = placeholderValues(site.data.settings);
    const targets: LinkTargets = { idsByPath: new Map(site.data.routes.map((route) => [route.path, new Set<string>()])) };
    for (const page of project.pages) targets.idsByPath.set(page.path, new Set(pageIds(page.data).map((entry) => entry.id)));
    checkLinksIn(site.data, site.doc, site.file, undefined, targets);
    for (const page of project.pages) {
      const filled = fill(page.data, values);
      checkPage(page, filled, project.root, site.data.people ?? {});
      checkLinksIn(filled, page.doc, page.file, page.path, targets);
    }
  }
  return allProblems(project);
}

export function allProblems(project: Project): Problem[] {
  const problems = [...project.orphanProblems, ...project.files.flatMap((file) => file.problems)];
  const unique = new Map(problems.map((p) => [`${p.file}:${p.line}:${p.col}:${p.message}`, p]));
  return [...unique.values()].sort(compareProblems);
}
