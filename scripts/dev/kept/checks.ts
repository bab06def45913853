// The dev builder's memory of its checks: each file's problems as loaded, and what each page's checks and site.yaml's
// own checks reported, so a save re-runs only the checks whose inputs changed and replays the rest.
import type { KeepHooks } from "../../../src/pipeline/check-and-render";
import type { LinkTargets } from "../../../src/pipeline/check/links";
import { idsOf } from "../../../src/pipeline/check/project";
import type { SourceFile } from "../../../src/pipeline/load/source";
import type { LoadedPage, Project } from "../../../src/pipeline/model";
import type { Problem } from "../../../src/pipeline/problems";

/** What some checks added to each file they reported into (by file name). */
type Added = Map<string, { problems: Problem[]; notes: string[] }>;

/** Runs `check`, returning what it added to the files of `files` (the checks only ever add). */
function recorded(files: readonly SourceFile[], check: () => void): Added {
  // The files as they are now: a check may add one of its own to the project's list (the published routes).
  const known = [...files];
  const before = known.map((file) => [file.problems.length, file.notes.length] as const);
  check();
  const added: Added = new Map();
  known.forEach((file, i) => {
    const [problems, notes] = before[i];
    if (file.problems.length > problems || file.notes.length > notes) added.set(file.name, { problems: file.problems.slice(problems), notes: file.notes.slice(notes) });
  });
  return added;
}

function replay(files: readonly SourceFile[], added: Added) {
  for (const file of files) {
    const own = added.get(file.name);
    if (own) file.problems.push(...own.problems), file.notes.push(...own.notes);
  }
}

/**
 * Valid while site.yaml, public/, the locales and the set of page files are those of the last full check: any change
 * to them takes the full path, whose `loaded` hook forgets everything. A page's checks read its own file, those and the
 * ids of every page (its links): they are replayed when its text and every page's ids are as when they ran.
 */
export class KeptChecks {
  /** Each file's problems and notes as loading left them, before any check reported into it. */
  private readonly asLoaded = new WeakMap<SourceFile, readonly [number, number]>();
  private orphans: Problem[] = [];
  private site?: Added;
  private siteLinks?: { targets: number; added: Added };
  private readonly pages = new Map<string, { text: string; targets: number; added: Added }>();
  private readonly ids = new WeakMap<LoadedPage, Set<string>>();
  /** What each page's card-glyph check reported, with the text it read (the card's fonts are site.yaml's). */
  private readonly glyphs = new Map<string, { text: string; added: Added }>();
  /** Every page's ids as last seen, numbered: a new number when any differ (compared once per run, not per page). */
  private targets?: { of: LinkTargets; entries: [string, Set<string>][]; key: number };

  /** The hooks for a full check: it starts the memory afresh. */
  full(): KeepHooks {
    return {
      loaded: (project) => {
        this.site = undefined;
        this.siteLinks = undefined;
        this.pages.clear();
        this.glyphs.clear();
        this.targets = undefined;
        this.loaded(project, project.files);
      },
      ...this.hooks(),
    };
  }

  /** The hooks for a run on a project reloaded in part: what is still valid is replayed. */
  hooks(): KeepHooks {
    return {
      site: (check) => {
        if (this.site) return replay(this.files, this.site);
        this.site = recorded(this.files, check);
      },
      ids: (page) => this.ids.get(page) ?? this.ids.set(page, idsOf(page)).get(page)!,
      siteLinks: (targets, check) => {
        const key = this.targetsKey(targets);
        if (this.siteLinks?.targets === key) return replay(this.files, this.siteLinks.added);
        this.siteLinks = { targets: key, added: recorded(this.files, check) };
      },
      page: (page, targets, check) => {
        const key = this.targetsKey(targets);
        const known = this.pages.get(page.file.name);
        if (known && known.text === page.file.text && known.targets === key) return replay([page.file], known.added);
        this.pages.set(page.file.name, { text: page.file.text, targets: key, added: recorded([page.file], check) });
      },
    };
  }

  /** checkCardGlyphs' `each`: a page's check replayed while its text is the same. */
  readonly glyphCheck = async (page: LoadedPage, check: () => Promise<void>) => {
    const known = this.glyphs.get(page.file.name);
    if (known?.text === page.file.text) return replay([page.file], known.added);
    const before = [page.file.problems.length, page.file.notes.length] as const;
    await check();
    this.glyphs.set(page.file.name, { text: page.file.text, added: new Map([[page.file.name, { problems: page.file.problems.slice(before[0]), notes: page.file.notes.slice(before[1]) }]]) });
  };

  /** Forgets what the checks of the page file `name` reported: they run again at the next check. */
  forget(name: string) {
    this.pages.delete(name);
    this.glyphs.delete(name);
  }

  /** The files of the project being checked (set by `loaded`). */
  private files: readonly SourceFile[] = [];

  /** Notes what loading left in `fresh` (the files just loaded), and that `project` is the one being checked. */
  loaded(project: Project, fresh: readonly SourceFile[]) {
    for (const file of fresh) this.asLoaded.set(file, [file.problems.length, file.notes.length]);
    this.orphans = [...project.orphanProblems];
    this.files = project.files;
  }

  /** The problems loading reported without a file to hold them (a page that could not be read, …). */
  loadedOrphans(): readonly Problem[] {
    return this.orphans;
  }

  /** A kept file as loading left it: the checks of the last run are taken back out. */
  reset(file: SourceFile): boolean {
    const counts = this.asLoaded.get(file);
    if (!counts) return false;
    file.problems.length = counts[0];
    file.notes.length = counts[1];
    return true;
  }

  /** The number of every page's ids: the same while they are (a kept page gives the same set object: no need to look). */
  private targetsKey(targets: LinkTargets): number {
    if (this.targets?.of === targets) return this.targets.key;
    const entries = [...targets.idsByPath];
    const was = this.targets;
    const same = was?.entries.length === entries.length && entries.every(([path, ids], i) => was.entries[i][0] === path && sameSet(was.entries[i][1], ids));
    this.targets = { of: targets, entries, key: same ? was.key : (was?.key ?? 0) + 1 };
    return this.targets.key;
  }
}

const sameSet = (a: Set<string>, b: Set<string>) => a === b || (a.size === b.size && [...a].every((id) => b.has(id)));
