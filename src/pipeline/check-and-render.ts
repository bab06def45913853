// The step the build command and the dev server share: load and check every file, report, render every page.
import { checkCardGlyphs } from "./check/card-glyphs";
import { checkPictures } from "./check/pictures";
import { allProblems, checkProject } from "./check/project";
import { toOutput } from "./emit/output";
import { loadProject } from "./load/project";
import { PictureError, reportPicture } from "./picture-error";
import type { SiteData } from "../core/site-data";
import type { ClientScripts } from "./emit/bundle";
import type { SocialImage } from "./emit/social-card/cards";
import type { Project } from "./model";
import { formatProblem, summary, type Problem } from "./problems";

export interface CheckOptions {
  production: boolean;
  /** Warnings fail too. */
  strict: boolean;
}

export interface Checked {
  project: Project;
  problems: Problem[];
  /** True when the site must not be built: an error, or any problem under strict. */
  failed: boolean;
  /** Reminders printed once, apart from the problems, as "note: …" lines. */
  notes: string[];
}

/** Prints every problem with its code frame, in order. */
export function report(problems: Problem[], project: Project, print: (line: string) => void) {
  const sources = new Map(project.files.map((file) => [file.name, file.text]));
  for (const problem of problems) print(formatProblem(problem, sources.get(problem.file)) + "\n");
}

export async function checkAndReport(root: string, { production, strict }: CheckOptions, print: (line: string) => void): Promise<Checked> {
  const project = loadProject(root);
  checkProject(project, { production });
  // Decoded as the build decodes them: what would stop the build stops validate too.
  await checkPictures(project);
  await checkCardGlyphs(project);
  const problems = allProblems(project);
  report(problems, project, print);
  const notes = project.files.flatMap((file) => file.notes).map((note) => `note: ${note}`);
  return { project, problems, failed: problems.some((p) => p.severity === "error" || strict), notes };
}

/** The summary after a failed check, ending with what it means for the output ("dist/ was not changed"). */
export function failureLine(problems: Problem[], consequence: string): string {
  const strictOnly = problems.every((p) => p.severity === "warning") ? " (--strict: warnings fail)" : "";
  return `${summary(problems)}${strictOnly}; ${consequence}.`;
}

/**
 * Every file of the site by its path under dist/, from a project that passed its checks. Loaded on first use, so
 * validating never pays for React's server renderer.
 */
export async function renderSite(project: Project, scripts: ClientScripts, images?: SiteData["images"], renderCache?: string) {
  const { renderSiteFiles } = await import("./emit/site-files");
  const { socialCards } = await import("./emit/social-card/cards");
  const { languageFonts } = await import("./emit/language-fonts");
  // The cards are drawn from the pages' data, and their hashed names then go into the pages' head tags.
  const draft = toOutput(project);
  const logo = project.site!.data.settings.organization.logo;
  const cards = { images: new Map<string, SocialImage>(), files: new Map<string, Buffer>() };
  for (const { language, site, pages } of draft.languages) {
    const drawn = await socialCards(project.root, site, logo, pages, language);
    drawn.images.forEach((image, path) => cards.images.set(path, image));
    drawn.files.forEach((png, file) => cards.files.set(file, png));
  }
  const output = toOutput(project, cards.images, images);
  const fonts = await languageFonts(project.root, output);
  const rendered = renderSiteFiles(output, scripts, renderCache);
  return { ...rendered, binary: new Map([...cards.files, ...fonts]) };
}

/** An unexpected failure: never a stack trace for the editor, and a plain word on whose mistake it is. */
export function internalError(error: unknown, after = ""): string {
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  return `internal error: ${message}\n  hint: this is a bug in the engine, not in your YAML; run with DEBUG=1 for details.${after}`;
}

/**
 * A picture the checks could not foresee failing (an encoder's error) as a problem at its line, printed as validate
 * prints problems; undefined for any other error.
 */
export function pictureProblems(error: unknown, project: Project, print: (line: string) => void): Problem[] | undefined {
  if (!(error instanceof PictureError) || !project.site) return undefined;
  reportPicture(project.site, error);
  const found = allProblems(project).filter((problem) => problem.message === error.message);
  report(found, project, print);
  return found;
}
