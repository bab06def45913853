// Validates a page's new text with the build's own load and check code, over the real project with that one page's
// text given in place of its file: nothing is copied and nothing is written.
import { checkProject } from "../../../src/pipeline/check/project";
import { loadProject, pageFileName } from "../../../src/pipeline/load/project";
import { formatProblem, type Problem } from "../../../src/pipeline/problems";
import { pathsAt, type DataPath } from "./data-path";

/** More than anyone fixes in one go; the rest show once these are fixed. */
export const MAX_PROBLEMS = 100;

export interface FieldProblem extends Problem {
  /** Where in the page's data it belongs; [] for the page as a whole. */
  path: DataPath;
  /** Exactly as `npm run validate` prints it, code frame included. */
  text: string;
}

/**
 * The whole project is checked, so a problem another page or site.yaml causes with this text (a duplicate route, a
 * missing anchor) shows too; the build's reads refuse links and photo files are read only as far as their header.
 */
export function validatePage(root: string, page: string, text: string): FieldProblem[] {
  const file = pageFileName(page);
  const project = loadProject(root, new Map([[file, text]]));
  const problems = checkProject(project, { production: false }).filter((problem) => problem.file === file);
  const at = pathsAt(text);
  // Each code frame costs a walk over the text: a page with more problems than a person reads shows the first ones.
  return problems.slice(0, MAX_PROBLEMS).map((problem) => ({ ...problem, path: at(problem.line, problem.col), text: formatProblem(problem, text) }));
}
