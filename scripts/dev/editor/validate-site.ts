// Validates site.yaml's new text (and the English labels the Site view edits) with the build's own load and checks,
// over the real project with that text given in place of the file: nothing is copied and nothing is written.
import { checkProject } from "../../../src/pipeline/check/project";
import { loadProject, SITE_FILE } from "../../../src/pipeline/load/project";
import { formatProblem } from "../../../src/pipeline/problems";
import { LABEL_MAX, LABELS } from "../../../src/editor/site-fields";
import { pathsAt } from "./data-path";
import { MAX_PROBLEMS, type FieldProblem } from "./validate";

/** Problems of site.yaml with this text, each at the field it is about. */
export function validateSite(root: string, text: string): FieldProblem[] {
  const project = loadProject(root, new Map([[SITE_FILE, text]]));
  const problems = checkProject(project, { production: false }).filter((problem) => problem.file === SITE_FILE);
  const at = pathsAt(text);
  return problems.slice(0, MAX_PROBLEMS).map((problem) => ({ ...problem, path: at(problem.line, problem.col), text: formatProblem(problem, text) }));
}

/** A label's own checks: the build shows the words as they are, so an empty or overlong one is caught here. */
export function labelProblems(labels: Readonly<Record<string, string>>): FieldProblem[] {
  return Object.entries(labels).flatMap(([key, words]) => {
    const message = words.trim() === "" ? "this label is empty: the link would show no words" : words.length > LABEL_MAX ? `this label is ${words.length} characters long; at most ${LABEL_MAX}` : undefined;
    if (!message) return [];
    const hint = words.trim() === "" ? "write the words the link shows, e.g. How It Works" : "use fewer words: labels share one line of the navigation bar";
    return [{ file: "public/locales/en.json", line: 1, col: 1, length: 1, severity: "error" as const, message, hint, path: [LABELS, key], text: `public/locales/en.json: ${key}: ${message} (${hint})` }];
  });
}
