// Every problem of the whole site before publishing (the --production check), each named in an editor's words and,
// where the editor has a view for its file, with the address that opens the field that fixes it.
import { checkProject } from "../../../src/pipeline/check/project";
import { loadProject } from "../../../src/pipeline/load/project";
import type { Project } from "../../../src/pipeline/model";
import type { Problem } from "../../../src/pipeline/problems";
import { pathsAt, type DataPath } from "./data-path";
import type { SiteCheck as EditorSiteCheck } from "../../../src/editor/api";
import { MAX_PROBLEMS } from "./validate";

export interface SiteProblem extends Problem {
  /** Where it is, as an editor says it: "Home page (/)", "German translation of the Contact page". */
  place: string;
  /** Where in that file's data it belongs; [] for the file as a whole. */
  path: DataPath;
  /** The editor's address that opens the page with this field focused, when there is one. */
  href?: string;
}

/** The site's check before publishing: its first problems (MAX_PROBLEMS), and how many errors and warnings in all. */
export type SiteCheck = EditorSiteCheck<SiteProblem>;

export function siteProblems(root: string): SiteCheck {
  const project = loadProject(root);
  const problems = checkProject(project, { production: true });
  const errors = problems.filter((problem) => problem.severity === "error").length;
  return { problems: listed(project, problems.slice(0, MAX_PROBLEMS)), errors, warnings: problems.length - errors };
}

/** Each problem with its place, its field and the address that opens it. */
function listed(project: Project, problems: Problem[]): SiteProblem[] {
  const routes = project.site?.data.routes ?? [];
  // In English, as the rest of the editor: "German", not the language's own name.
  const english = new Intl.DisplayNames(["en"], { type: "language" });
  const languages = new Map((project.site?.data.settings.languages ?? []).map((language) => [language.code, english.of(language.code) ?? language.name]));
  const title = (page: string) => {
    const route = routes.find((entry) => entry.page === page);
    const named = project.pages.find((entry) => entry.name === page)?.data?.meta.title;
    return route ? `${route.path === "/" ? "Home" : (named ?? page).split(" | ")[0]} page (${route.path})` : `page ${page}`;
  };
  const paths = new Map<string, ReturnType<typeof pathsAt>>();
  const pathOf = (problem: Problem): DataPath => {
    const text = project.files.find((file) => file.name === problem.file)?.text;
    if (text === undefined || !/\.ya?ml$/.test(problem.file)) return [];
    if (!paths.has(problem.file)) paths.set(problem.file, pathsAt(text));
    return paths.get(problem.file)!(problem.line, problem.col);
  };
  return problems.map((problem) => {
    const path = pathOf(problem);
    const page = /^pages\/([a-z0-9_-]+)\.yaml$/.exec(problem.file);
    const translated = /^pages\/([a-z]{2})\/([a-z0-9_-]+)\.yaml$/.exec(problem.file);
    const field = path.length ? `#field=${encodeURIComponent(path.join("."))}` : "";
    if (page && routes.some((route) => route.page === page[1])) return { ...problem, path, place: title(page[1]), href: `/__edit/${page[1]}${field}` };
    if (translated) {
      const language = languages.get(translated[1]) ?? translated[1];
      if (translated[2] === "_site") return { ...problem, path, place: `${language} translation of the site settings (${problem.file})` };
      return { ...problem, path, place: `${language} translation of the ${title(translated[2])}`, href: `/__edit/${translated[1]}/${translated[2]}` };
    }
    if (problem.file === "site.yaml") return { ...problem, path, place: "Site settings (site.yaml)", href: `/__edit/site${field}` };
    return { ...problem, path, place: problem.file };
  });
}
