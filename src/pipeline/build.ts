// The whole build as one call: check and report, then (unless validating) bundle, render and swap the output folder in.
import { cachePath } from "./cache";
import { LoadCache } from "./load/load-cache";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { checkAndReport, failureLine, pictureProblems, renderSiteTo, type Checked } from "./check-and-render";
import { PageCheckCache } from "./check/page-check-cache";
import { idsOf } from "./check/project";
import { publicInputs } from "./build-record";
import { PageMemo } from "./emit/page-memo";
import { describeFsError, isFsError } from "./emit/fs-problem";
import { refuseOutDir } from "./emit/out-dir";
import { WORKERS_ENV, workerSettingProblem } from "./emit/workers/pool";
import { codeRoot } from "./emit/workers/bundle-key.mjs";
import { writeSchemas } from "./emit/schema-files";
import { UnsafePathError } from "./files/project-files";
import { summary, type Problem } from "./problems";
import { recordPublished } from "./emit/published-routes";
import { languageLines } from "./translate/check";
import { publishedLanguages } from "./translate/published";
import { recordSources } from "./translate/stale";

export interface BuildOptions {
  validateOnly: boolean;
  production: boolean;
  strict: boolean;
  outDir: string;
  root: string;
  /** Regenerate schema/*.json from src/ (the CLI does; tests don't, so the drift test sees what is committed). */
  writeSchemas?: boolean;
}

export interface RunResult {
  code: number;
  problems: Problem[];
  /** The signature of the output folder's manifest (see keepManifest): the build record checks the folder by it. */
  manifest?: string;
}

export async function run(options: BuildOptions, print: (line: string) => void = (line) => process.stderr.write(line + "\n")): Promise<RunResult> {
  const started = performance.now();
  // A site big enough for render threads has their code bundled while its YAML loads.
  const early = options.validateOnly ? undefined : (await import("./emit/workers/thread-bundle")).earlyThreadEntry(options.root, codeRoot());
  try {
    return await checkAndBuild(options, print, started, early?.entry);
  } finally {
    // A failed check does not leave esbuild writing into the cache behind it.
    await early?.entry;
  }
}

async function checkAndBuild(options: BuildOptions, print: (line: string) => void, started: number, entry: Promise<URL> | undefined): Promise<RunResult> {
  // Each unchanged page's own checks replayed from the last run (check/page-check-cache.ts).
  let pageChecks: PageCheckCache | undefined;
  // A first build into a new folder starts its threads while it checks (warm-threads.ts).
  const warm = entry !== undefined && !existsSync(resolve(options.root, options.outDir));
  const checked = await checkAndReport(options.root, { ...options, threadCode: entry, warm }, print, {
    loaded: (loaded) => void (pageChecks = PageCheckCache.open(loaded, options.production)),
    page: (page, targets, check) => (pageChecks ? pageChecks.hook(page, targets, check) : check()),
    ids: (page) => (pageChecks ? pageChecks.ids(page) : idsOf(page)),
    glyphs: (page, check, fonts) => (pageChecks ? pageChecks.glyphs(page, check, fonts) : check()),
  });
  try {
    return await buildChecked(options, print, started, entry, checked, pageChecks);
  } finally {
    // Handed to the render, which closed them; not when the build stopped before it.
    await checked.threads?.close();
  }
}

/** The build after its checks: reported, and the site written unless they failed. */
async function buildChecked(options: BuildOptions, print: (line: string) => void, started: number, entry: Promise<URL> | undefined, checked: Checked, pageChecks: PageCheckCache | undefined): Promise<RunResult> {
  const { project, problems, failed, notes } = checked;
  pageChecks?.save();
  // Written already, the loading outcomes are a second copy of every page's data: not held while the site is rendered.
  LoadCache.open(options.root)?.release();
  for (const note of notes) print(note);
  if (failed) {
    print(failureLine(problems, options.validateOnly ? "nothing was built" : "dist/ was not changed"));
    return { code: 1, problems };
  }
  // Spelled out when clean too: "0 errors, 0 warnings" is what an editor works towards.
  const noted = problems.length ? `${summary(problems)}; ` : "0 errors, 0 warnings; ";
  for (const line of languageLines(project)) print(line);
  if (options.validateOnly) {
    print(`${noted}${project.pages.length} pages valid (${Math.round(performance.now() - started)} ms).`);
    return { code: 0, problems };
  }
  // A mistyped setting of whoever runs the build, said before any work, not an engine error half-way through.
  const setting = workerSettingProblem();
  if (setting) {
    print(`error: ${setting}\n  hint: write a whole number such as 2, or unset ${WORKERS_ENV} for one thread per core on sites of 200 pages or more.\nnothing was built; no folder was changed.`);
    return { code: 2, problems };
  }
  const refused = refuseOutDir(options.root, options.outDir);
  if (refused) {
    print(`error: ${refused.message}\n  hint: ${refused.hint}\nnothing was built; no folder was changed.`);
    return { code: 2, problems };
  }
  try {
    if (options.writeSchemas) for (const name of writeSchemas(options.root)) print(`updated ${name}`);
    // Loaded only to build: validating never pays for esbuild.
    const { writeSite } = await import("./emit/write-site");
    const { makeImages, unpublishedOriginals } = await import("./emit/images");
    const images = await makeImages(options.root, project.site!.data, cachePath(options.root, "images"));
    // Each page's data remembered by its inputs: public/ is what a page reads besides them (its card's logo, pictures).
    const memo = PageMemo.open(options.root, publicInputs(options.root));
    const originals = unpublishedOriginals(images, [project.site!.data.settings.organization.logo, ...project.pages.map((page) => (pageChecks ? pageChecks.image(page) : page.data.meta.image))]);
    const result = await writeSite(options.root, options.outDir, (scripts, write, ledger, direct) => renderSiteTo(project, scripts, write, { images: images.facts, renderCache: cachePath(options.root, "render"), entry, ledger, direct, memo, warm: checked.threads }), cachePath(options.root, "client-metafile.json"), images.files, originals);
    if (result.note) print(`note: ${result.note}`);
    recordPublished(options.root, publishedLanguages(project).flatMap((language) => [...language.pages.values()].map((page) => page.path)));
    for (const file of recordSources(project)) print(`updated ${file}`);
    // The same count as validate and the dev server: one per route; 404.html is named apart.
    print(`${noted}built ${project.pages.length} pages (and 404.html) into ${options.outDir} in ${Math.round(performance.now() - started)} ms.`);
    return { code: 0, problems, manifest: result.manifest };
  } catch (error) {
    const found = pictureProblems(error, project, print);
    if (found) {
      print(failureLine(found, "dist/ was not changed"));
      return { code: 1, problems: [...problems, ...found] };
    }
    if (error instanceof UnsafePathError) {
      print(`error: ${error.message}\n1 error; dist/ was not changed.`);
      return { code: 1, problems };
    }
    if (!isFsError(error)) throw error;
    print(`${describeFsError(error, options.root)}\n1 error; dist/ was not changed.`);
    return { code: 1, problems };
  }
}
