// A save's check in the dev builder: the project loaded again in part, then checked as checkAndReport checks it, with
// the checks whose inputs did not change replayed; it reports exactly what `npm run validate` reports for the same files.
import { checkCardGlyphs } from "../../../src/pipeline/check/card-glyphs";
import { noteLines } from "../../../src/pipeline/check/note-lines";
import { checkPictures } from "../../../src/pipeline/check/pictures";
import { allProblems, checkProject } from "../../../src/pipeline/check/project";
import { report, type Checked } from "../../../src/pipeline/check-and-render";
import type { Project } from "../../../src/pipeline/model";
import type { KeptChecks } from "./checks";
import { reloadProject, type PageChanges } from "./reload";

/**
 * The same steps, in the same order, as checkAndReport (src/pipeline/check-and-render.ts) for the dev server. `fresh`:
 * the changed files are loaded without the load cache (see reloadProject).
 */
export async function recheck(previous: Project, changes: PageChanges, kept: KeptChecks, print: (line: string) => void, fresh = false): Promise<Checked> {
  const project = reloadProject(previous, changes, kept, fresh);
  checkProject(project, { production: false }, kept.hooks());
  await checkPictures(project);
  await checkCardGlyphs(project, kept.glyphCheck);
  const problems = allProblems(project);
  report(problems, project, print);
  return { project, problems, failed: problems.some((p) => p.severity === "error"), notes: noteLines(project.files) };
}
