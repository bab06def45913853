// A project loaded again in part: the page files a save changed are read and validated, the translations laid over
// their English pages again, every other file kept as it was loaded.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { LoadCache } from "../../../src/pipeline/load/load-cache";
import { loadPage, pageFileName, routedPages, routeOrder, sitePlaceholders } from "../../../src/pipeline/load/project";
import type { Project } from "../../../src/pipeline/model";
import { filesOf, layTranslation, SITE_WORDS, translationFile } from "../../../src/pipeline/translate/load";
import type { KeptChecks } from "./checks";

/** What a save changed, as the builder can take it in part: English pages by name, and whether a translation changed. */
export interface PageChanges {
  /** The English pages whose file changed or whose translation did (their output changes either way). */
  pages: Set<string>;
  /** The changed page files (pages/NAME.yaml) to read again. */
  files: Set<string>;
}

/**
 * The changes when every file is a page file that was there before (pages/NAME.yaml) or a translation of a page
 * (pages/CODE/NAME.yaml); undefined for anything else (site.yaml, a locale, public/, a new or removed page, a
 * language's site words): those take the full path.
 */
export function pageChanges(project: Project, changed: readonly string[]): PageChanges | undefined {
  if (!project.site || !changed.length) return undefined;
  const codes = new Set(project.site?.data.settings.languages.slice(1).map((language) => language.code));
  const known = new Set(project.pageNames);
  const result: PageChanges = { pages: new Set(), files: new Set() };
  for (const name of changed) {
    const [, code, page] = /^pages\/(?:([^/]+)\/)?([^/]+)\.yaml$/.exec(name) ?? [];
    if (!page || page === SITE_WORDS || (code !== undefined && !codes.has(code))) return undefined;
    if (code === undefined && (!known.has(page) || !existsSync(join(project.root, name)))) return undefined;
    result.pages.add(page);
    if (code === undefined) result.files.add(page);
  }
  return result;
}

/**
 * The project after `changes`: a new project object sharing every unchanged file and page with `previous`, each put
 * back as loading left it. A changed page's translations are laid again (they read it), whichever file changed.
 * `fresh`: the changed files are parsed and validated, not taken from the load cache (see Kept.rehearse).
 */
export function reloadProject(previous: Project, changes: PageChanges, kept: KeptChecks, fresh = false): Project {
  const codes = previous.site!.data.settings.languages.slice(1).map((language) => language.code);
  const translations = codes.flatMap((code) => [...changes.pages].map((name) => translationFile(code, name)));
  const reread = new Set([...[...changes.files].map(pageFileName), ...translations]);
  const project: Project = {
    ...previous,
    // Only files loading read: a check's own (the published routes) is read by that check again.
    files: previous.files.filter((file) => !reread.has(file.name) && kept.reset(file)),
    pages: previous.pages.filter((page) => !changes.files.has(page.name)),
    orphanProblems: kept.loadedOrphans().filter((problem) => !reread.has(problem.file)),
    translations: previous.translations.filter((translation) => !changes.pages.has(translation.name)),
  };
  const before = project.files.length;
  const load = () => {
    const routed = routedPages(project);
    const placeholders = sitePlaceholders(project);
    for (const name of changes.files) {
      const page = loadPage(project, name, routed.get(name), placeholders);
      if (page) project.pages.push(page);
    }
    if (changes.files.size) project.pages.sort(routeOrder(project));
    const byName = new Map(project.pages.map((page) => [page.name, page]));
    for (const code of codes) {
      const present = new Set(filesOf(project.root, code));
      for (const name of changes.pages) if (present.has(name)) layTranslation(project, code, name, byName);
    }
    LoadCache.open(project.root)?.save(false);
  };
  if (fresh) LoadCache.without(project.root, load);
  else load();
  kept.loaded(project, project.files.slice(before));
  return project;
}
