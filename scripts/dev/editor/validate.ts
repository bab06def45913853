// Validates a page's new text with the build's own load and check code, in a copy of the project beside it.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cachePath } from "../../../src/pipeline/cache";
import { checkProject } from "../../../src/pipeline/check/project";
import { loadProject, pageFileName, PAGES_DIR, SITE_FILE } from "../../../src/pipeline/load/project";
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
 * The real files with this one page replaced: site.yaml, pages/ and public/ are copied each time (a few dozen KiB),
 * so a problem another page or site.yaml causes with this text (a duplicate route, a missing anchor) shows too.
 */
export function validatePage(root: string, page: string, text: string): FieldProblem[] {
  const shadow = cachePath(root, "editor/shadow");
  rmSync(shadow, { recursive: true, force: true });
  mkdirSync(join(shadow, PAGES_DIR), { recursive: true });
  if (existsSync(join(root, SITE_FILE))) cpSync(join(root, SITE_FILE), join(shadow, SITE_FILE));
  for (const name of readdirSync(join(root, PAGES_DIR))) if (name.endsWith(".yaml")) cpSync(join(root, PAGES_DIR, name), join(shadow, PAGES_DIR, name));
  if (existsSync(join(root, "public"))) cpSync(join(root, "public"), join(shadow, "public"), { recursive: true });
  const file = pageFileName(page);
  writeFileSync(join(shadow, file), text);
  const project = loadProject(shadow);
  const problems = checkProject(project, { production: false }).filter((problem) => problem.file === file);
  const at = pathsAt(text);
  // Each code frame costs a walk over the text: a page with more problems than a person reads shows the first ones.
  return problems.slice(0, MAX_PROBLEMS).map((problem) => ({ ...problem, path: at(problem.line, problem.col), text: formatProblem(problem, text) }));
}
