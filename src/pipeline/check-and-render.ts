// The step the build command and the dev server share: load and check every file, report, render every page.
import { checkCardGlyphs, coverageCache, type GlyphHook } from "./check/card-glyphs";
import { noteLines } from "./check/note-lines";
import { checkPictures } from "./check/pictures";
import { allProblems, checkProject, type CheckHooks } from "./check/project";
import { draftOutput, type Output, type OutputPage } from "./emit/output";
import { madeOnly, withCards } from "./emit/data-files";
import type { PageMemo } from "./emit/page-memo";
import { loadProject } from "./load/project";
import { PictureError, reportPicture } from "./picture-error";
import type { SiteData } from "../core/site-data";
import type { ClientScripts } from "./emit/bundle";
import type { CardText } from "./emit/social-card/layout";
import type { WriteFile } from "./emit/site-files";
import type { RouteReplay } from "./emit/route-ledger";
import type { DirectOutput } from "./emit/workers/written-page";
import type { SocialImage } from "./emit/social-card/cards";
import type { Jobs, Pool } from "./emit/workers/jobs";
import type { WarmThreads } from "./emit/workers/warm-threads";
import { cachePath } from "./cache";
import { codeRoot } from "./emit/workers/bundle-key.mjs";
import { fewerCached } from "./emit/render-files";
import type { Project } from "./model";
import { formatProblem, summary, type Problem } from "./problems";

export interface CheckOptions {
  production: boolean;
  /** Warnings fail too. */
  strict: boolean;
  /**
   * The render threads' code, for a site that will take them (earlyThreadEntry in emit/workers/thread-bundle.ts): the
   * card fonts are then read for the glyph check in a thread that ends with it.
   */
  threadCode?: Promise<URL>;
  /**
   * A first build of a site that takes render threads: they start once the YAML is loaded (warm-threads.ts), while
   * this thread checks, and come back in Checked.
   */
  warm?: boolean;
}

export interface Checked {
  project: Project;
  problems: Problem[];
  /** True when the site must not be built: an error, or any problem under strict. */
  failed: boolean;
  /** Reminders printed once, apart from the problems, as "note: …" lines. */
  notes: string[];
  /** The threads started early (CheckOptions.warm): the caller renders with them or closes them. */
  threads?: WarmThreads;
}

/** Prints every problem with its code frame, in order. */
export function report(problems: Problem[], project: Project, print: (line: string) => void) {
  // Only the files with a problem are asked for their text: a file kept by its state is not read otherwise.
  const files = new Map(project.files.map((file) => [file.name, file]));
  for (const problem of problems) print(formatProblem(problem, files.get(problem.file)?.text) + "\n");
}

/** What a caller that keeps a project between runs hears (see CheckHooks): the project as loaded, before any check. */
export interface KeepHooks extends CheckHooks {
  loaded?: (project: Project) => void;
  /** The card glyph check of one English page (see GlyphHook). */
  glyphs?: GlyphHook;
}

export async function checkAndReport(root: string, { production, strict, threadCode, warm }: CheckOptions, print: (line: string) => void, hooks: KeepHooks = {}): Promise<Checked> {
  const project = loadProject(root);
  hooks.loaded?.(project);
  // Started before the checks, which hold this thread: the cards' thread reads the fonts the glyph check asks for
  // meanwhile. Only time is at stake: threads that cannot start leave the work to those started later, as before.
  const threads = warm && threadCode ? await warmUp(project, threadCode).catch(() => undefined) : undefined;
  try {
    checkProject(project, { production }, hooks);
    // Decoded as the build decodes them: what would stop the build stops validate too.
    await checkPictures(project);
    await checkGlyphs(project, threadCode, hooks.glyphs, threads?.cards);
  } catch (error) {
    await threads?.close();
    throw error;
  }
  const problems = allProblems(project);
  report(problems, project, print);
  return { project, problems, failed: problems.some((p) => p.severity === "error" || strict), notes: noteLines(project.files), threads };
}

/** A first build's threads for `project`, started from the threads' code (see warm-threads.ts). */
async function warmUp(project: Project, code: Promise<URL>): Promise<WarmThreads | undefined> {
  const cacheDir = coverageCache(project.root);
  if (!project.site || !cacheDir) return undefined;
  const [{ warmThreads, warmWork }, { workerCount }] = await Promise.all([import("./emit/workers/warm-threads"), import("./emit/workers/pool")]);
  const fonts = project.site.data.settings.languages.map((language) => language.font);
  return warmThreads(await code, workerCount(project.pages.length), warmWork(project.root, project.pages.length), fonts, cacheDir);
}

/** The card glyph check, its fonts read in a thread of their own when `threadCode` is given (`cards`: the cards' thread, started already). */
async function checkGlyphs(project: Project, threadCode: Promise<URL> | undefined, each: GlyphHook | undefined, cards?: Pool) {
  if (!threadCode) return checkCardGlyphs(project, each);
  const { fontReaderThread } = await import("./emit/workers/font-reader");
  const reader = fontReaderThread(threadCode, cards);
  try {
    await checkCardGlyphs(project, each, reader.read);
  } finally {
    await reader.close();
  }
}

/** The summary after a failed check, ending with what it means for the output ("dist/ was not changed"). */
export function failureLine(problems: Problem[], consequence: string): string {
  const strictOnly = problems.every((p) => p.severity === "warning") ? " (--strict: warnings fail)" : "";
  return `${summary(problems)}${strictOnly}; ${consequence}.`;
}

export interface RenderOptions {
  /** The resized photos (emit/images.ts); none in the dev preview. */
  images?: SiteData["images"];
  /** The render cache's folder (.cache/render/). */
  renderCache?: string;
  /** Render threads; by default workerCount (emit/workers/pool.ts): BUILD_WORKERS, or one per core for a big site. */
  threads?: number;
  /** Hears the output every page is rendered from (the dev server's builder keeps it to render a save's pages alone). */
  output?: (output: Output) => void;
  /** Wraps the page renders (the builder keeps each in memory). */
  jobs?: (jobs: Jobs) => Jobs;
  /** The render threads' code, when its bundle was started early (earlyThreadEntry in emit/workers/thread-bundle.ts). */
  entry?: Promise<URL>;
  /** The build's output, asked whether it holds a route as its render key made it (route-ledger.ts). */
  ledger?: RouteReplay;
  /** A staging folder the render threads may write the routes' files into themselves (Staging.direct). */
  direct?: DirectOutput;
  /** Threads started already (Checked.threads), which render and draw. */
  warm?: WarmThreads;
  /** The pages' data remembered by their inputs (page-memo.ts): the build's; kept again once every page is written. */
  memo?: PageMemo;
}

/**
 * Writes every file of the site (its path under dist/) through `write` as it is made, from a project that passed its
 * checks; returns the number of routes. Loaded on first use, so validating never pays for React's server renderer.
 * `scripts`: the browser's scripts, or the promise of them while they are bundled (the cards are drawn meanwhile).
 */
export async function renderSiteTo(project: Project, scripts: ClientScripts | Promise<ClientScripts>, write: WriteFile, { images, renderCache, threads, output: seen, jobs: wrap = (jobs) => jobs, entry, ledger, direct, memo, warm }: RenderOptions = {}): Promise<number> {
  const { emitSiteFiles } = await import("./emit/site-files");
  const { languageFonts } = await import("./emit/language-fonts");
  const { startJobs } = await import("./emit/workers/jobs");
  const { threadsForced, workerCount } = await import("./emit/workers/pool");
  // Every page not in the render cache goes to the threads when they are forced, or when the cache holds fewer pages
  // than the site has (a first build): rendering the first pages here would only delay the threads' start.
  const eager = threads === undefined && (threadsForced() || fewerCached(renderCache, project.pages.length));
  const count = threads ?? workerCount(project.pages.length);
  const { threadEntry } = await import("./emit/workers/thread-bundle");
  const jobs = wrap(startJobs(count, eager, count > 0 ? await (entry ?? threadEntry(codeRoot())) : undefined, warm));
  try {
    if (!ledger?.replays) memo?.recallNothing();
    const draft = draftOutput(project, undefined, images, undefined, memo);
    // The cards and the language fonts are named at once (the cards' names add no words to cut the fonts to), then
    // drawn and cut in a thread while the pages are rendered.
    const cards = await drawCards(project, draft, jobs, write);
    const fonts = languageFonts(project.root, draft, (cut) => jobs.font(cut, cachePath(project.root, "fonts")));
    const aside = Promise.all([cards.drawn, ...[...fonts].map(async ([path, data]) => write(path, await data))]).then(() => jobs.cardsDrawn());
    // Awaited with the pages: a failure until then is not an unhandled rejection.
    aside.catch(() => undefined);
    const output = withCards(draft, cards.images, cards.keys);
    seen?.(madeOnly(output));
    // Only with threads: the build's own thread compresses nothing while it renders.
    // The pages name the browser's scripts: they wait for them, the cards and fonts do not.
    const named = await scripts;
    const [routes] = await Promise.all([emitSiteFiles(output, named, jobs, write, renderCache, ledger, count > 0 ? direct : undefined), aside]);
    await jobs.settle();
    memo?.save();
    return routes;
  } finally {
    await jobs.close();
  }
}

/**
 * Every page's sharing image, named at once from the pages' data (withCards in emit/data-files.ts puts the names into
 * their head tags), and the drawings under way, each card written as it is drawn.
 */
async function drawCards(project: Project, draft: Output<OutputPage>, jobs: Jobs, write: WriteFile): Promise<{ images: Map<string, SocialImage>; keys: Map<string, [string, CardText]>; drawn: Promise<void> }> {
  const { namedCards } = await import("./emit/social-card/cards");
  const logo = project.site!.data.settings.organization.logo;
  const cards = cachePath(project.root, "social-cards");
  // The glyph check kept each card font's code points: a card thread reads them, with no HarfBuzz.
  const coverage = cachePath(project.root, "coverage");
  const work = { draw: (text: CardText, url: string) => jobs.card(cards, text, url, logo, coverage), write, width: jobs.width };
  const named = draft.languages.map(({ language, site, pages }) => namedCards(project.root, site, logo, pages, language, work));
  const drawn = Promise.all(named.map((language) => language.drawn)).then(() => undefined);
  return { images: new Map(named.flatMap(({ images }) => [...images])), keys: new Map(named.flatMap(({ keys }) => [...keys])), drawn };
}

/** Every file of the site in memory, by its path under dist/ (the dev server's builder keeps them to serve). */
export async function renderSite(project: Project, scripts: ClientScripts, images?: SiteData["images"], renderCache?: string, keep: Pick<RenderOptions, "output" | "jobs"> = {}) {
  const files = new Map<string, string>();
  const binary = new Map<string, Uint8Array>();
  // The pages come as UTF-8 (see PageResult in emit/workers/jobs.ts); the server sends text as text.
  const write: WriteFile = (path, content) =>
    void (typeof content === "string" ? files.set(path, content) : path.endsWith(".html") ? files.set(path, Buffer.from(content).toString("utf8")) : binary.set(path, content));
  const pages = await renderSiteTo(project, scripts, write, { images, renderCache, threads: 0, ...keep });
  return { files, pages, binary };
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
