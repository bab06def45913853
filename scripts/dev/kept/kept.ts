// What the dev builder keeps between saves: the project as last checked, the checks' and renders' memories, and the
// pages changed since the last good render; a save of page files only is checked and rendered in part.
import { checkAndReport, renderSite, type Checked } from "../../../src/pipeline/check-and-render";
import { cachePath } from "../../../src/pipeline/cache";
import { pageFileName } from "../../../src/pipeline/load/project";
import type { ClientScripts } from "../../../src/pipeline/emit/bundle";
import type { Project } from "../../../src/pipeline/model";
import { KeptChecks } from "./checks";
import { recheck } from "./recheck";
import { pageChanges } from "./reload";
import { KeptRender, type SiteFiles } from "./render";

export class Kept {
  private readonly checks = new KeptChecks();
  private readonly renders = new KeptRender();
  private project?: Project;
  /** The English pages changed since the last good render; undefined: everything is rendered again. */
  private dirty?: Set<string>;
  /** How the last check and render went: in part (what changed) or whole (the full path); for the tests. */
  readonly took = { check: "", render: "" };

  constructor(private readonly root: string) {}

  /**
   * `files`: what changed (project-relative names), or undefined when unknown: the first build, new code. `fresh`:
   * those files are loaded without the load cache.
   */
  async check(files: readonly string[] | undefined, print: (line: string) => void, fresh = false): Promise<Checked> {
    const changes = this.project && files ? pageChanges(this.project, files) : undefined;
    const checked = changes
      ? await recheck(this.project!, changes, this.checks, print, fresh)
      : await checkAndReport(this.root, { production: false, strict: false }, print, this.checks.full());
    this.project = checked.project;
    this.took.check = changes ? "in part" : "whole";
    if (!changes) this.dirty = undefined;
    else changes.pages.forEach((name) => this.dirty?.add(name));
    return checked;
  }

  /** Every file of the site, as renderSite gives them, for a project that passed its checks. */
  async render(project: Project, scripts: ClientScripts): Promise<SiteFiles> {
    let files = this.dirty && (await this.renders.pages(project, scripts, this.dirty));
    this.took.render = files ? "in part" : "whole";
    files ??= await renderSite(project, scripts, undefined, cachePath(this.root, "render"), this.renders.full(project, scripts));
    this.dirty = new Set();
    return files;
  }

  /**
   * A save of one unchanged page, checked and rendered in part, with nothing sent (the server's copy is compared by
   * content at the next build): made once while the editor is idle after the first build, so the editor's first save
   * finds the in-part path's code compiled and loaded (at 1,700 pages that first save took 1.0 to 1.5 s, every later
   * one 0.15 to 0.2 s). The page is one with translations, and it is loaded, checked and rendered as a changed page
   * is, not from the caches: a first build that took every file and page from them ran none of that code (the first
   * save then still took 0.3 to 0.6 s). The site's files as rendered, or undefined when there is no good build to
   * rehearse on (or the page no longer passes its checks).
   */
  async rehearse(scripts: ClientScripts): Promise<SiteFiles | undefined> {
    const project = this.dirty?.size === 0 ? this.project : undefined;
    const translated = new Set(project?.translations.map((translation) => translation.name));
    const page = project?.pages.find((each) => translated.has(each.name)) ?? project?.pages[0];
    if (!page) return undefined;
    this.checks.forget(page.file.name);
    const checked = await this.check([pageFileName(page.name)], () => undefined, true);
    if (checked.failed) return undefined;
    const files = await this.render(checked.project, scripts);
    this.renders.warm(page.path);
    return files;
  }
}
