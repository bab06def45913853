// Each page's own checks (checkProject's page hook) kept in .cache/page-checks.json by everything they read: the
// page's file and route, site.yaml, public/, every page's ids (its links), the engine; a build replays what an
// unchanged page reported instead of checking it again. Signed like every cache file: never taken from anyone else.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { publicInputs } from "../build-record";
import { cacheFolder } from "../cache";
import { engineKey } from "../engine-key.mjs";
import type { LoadedPage, Project } from "../model";
import { asReported, type Problem } from "../problems";
import type { SourceFile } from "../load/source";
import { readSigned, writeSigned } from "../signed-file";
import type { LinkTargets } from "./links";
import type { GlyphHook } from "./card-glyphs";
import { idsOf, type CheckHooks } from "./project";

interface Entry {
  key: string;
  problems: Problem[];
  notes: string[];
  /** The page's ids, and its file's digest they were found in (they change with the file alone). */
  ids?: string[];
  digest?: string;
  /** Its meta.image (null for none), found with its ids in the same file. */
  image?: string | null;
  /** What the card glyph check reported (check/card-glyphs.ts), by its own key: the page's file and the card's fonts. */
  glyphs?: Reported & { key: string };
}

/** What one check reported into a page's file, kept: put back into the file when the check is replayed. */
interface Reported {
  problems: Problem[];
  notes: string[];
}

const replay = (file: SourceFile, { problems, notes }: Reported) => {
  file.problems.push(...asReported(problems));
  file.notes.push(...notes);
};
/** Marks `file`'s reports so far; the returned function gives what was reported into it since. */
const since = (file: SourceFile) => {
  const [problems, notes] = [file.problems.length, file.notes.length];
  return (): Reported => ({ problems: file.problems.slice(problems), notes: file.notes.slice(notes) });
};
/** What a page's file holds for links and the build besides its checks, by the file's digest (see Entry). */
const facts = (page: LoadedPage, ids: Set<string>) => ({ ids: [...ids], digest: page.file.digest, image: page.data.meta.image ?? null });

const sha = () => createHash("sha256");

/** Every page's ids by path, in order: a page's links read them. */
function targetsKey(targets: LinkTargets): string {
  const hash = sha();
  for (const [path, ids] of [...targets.idsByPath].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${path}\0${[...ids].sort().join("\0")}\n`);
  return hash.digest("hex");
}

export class PageCheckCache {
  private readonly entries: Map<string, Entry>;
  private readonly fresh = new Map<string, Entry>();
  private changed = false;
  /** The pages whose outcome was replayed (for tests). */
  readonly replayed = new Set<string>();
  private targets?: { of: LinkTargets; key: string };

  private constructor(
    private readonly path: string,
    private readonly secret: string,
    private readonly context: string,
  ) {
    const text = readSigned(path, secret);
    let stored: [string, Entry][] = [];
    try {
      stored = text ? (JSON.parse(text) as [string, Entry][]) : [];
    } catch {
      // Unreadable: every page is checked.
    }
    this.entries = new Map(stored);
  }

  /** The project's cache, or undefined when .cache/ cannot be used (then every page is checked, as without it). */
  static open(project: Project, production: boolean): PageCheckCache | undefined {
    if (!project.site) return undefined;
    try {
      const { dir, secret } = cacheFolder(project.root);
      const context = sha().update(`${engineKey([])}\0${production}\0`).update(project.site.file.text)
        // public/ as the build record hashes it (a page names its pictures there): each file's hash, links and folders by name.
        .update(JSON.stringify(publicInputs(project.root)))
        .digest("hex");
      return new PageCheckCache(join(dir, "page-checks.json"), secret, context);
    } catch {
      return undefined;
    }
  }

  /** The ids each page was found to hold in this run, by file. */
  private readonly found = new Map<string, Set<string>>();

  /** checkProject's ids hook: those of a page whose file is as it was, as the last run found them. */
  readonly ids: NonNullable<CheckHooks["ids"]> = (page) => {
    const known = this.entries.get(page.file.name);
    const ids = known?.ids && known.digest === page.file.digest ? new Set(known.ids) : idsOf(page);
    this.found.set(page.file.name, ids);
    return ids;
  };

  /** checkProject's page hook: an unchanged page's problems and notes put back, any other page checked and kept. */
  readonly hook: NonNullable<CheckHooks["page"]> = (page, targets, check) => {
    if (this.targets?.of !== targets) this.targets = { of: targets, key: targetsKey(targets) };
    const key = sha().update(`${this.context}\0${this.targets.key}\0${page.file.name}\0${page.path}\0${page.file.digest}`).digest("hex");
    const known = this.entries.get(page.file.name);
    const file = page.file;
    if (known?.key === key) {
      replay(file, known);
      const ids = this.found.get(file.name);
      // An entry kept before its ids and image were: kept again with them.
      const whole = known.ids && known.image !== undefined;
      this.fresh.set(file.name, whole || !ids ? known : { ...known, ...facts(page, ids) });
      this.changed ||= !whole;
      this.replayed.add(page.name);
      return;
    }
    const reported = since(file);
    check();
    const ids = this.found.get(file.name);
    this.fresh.set(file.name, { key, ...reported(), ...(ids ? facts(page, ids) : {}) });
    this.changed = true;
  };

  /** A page's meta.image as its file held it when last checked, its data not looked at (the build's unpublished originals). */
  image(page: LoadedPage): string | undefined {
    const known = this.fresh.get(page.file.name);
    return known?.digest === page.file.digest && known.image !== undefined ? (known.image ?? undefined) : page.data.meta.image;
  }

  /**
   * checkCardGlyphs' hook: what an unchanged page reported put back, without its data (a page the page memo recalls is
   * never parsed). Kept with the page's entry, which the page hook has made by then.
   */
  readonly glyphs: GlyphHook = async (page, check, fonts) => {
    const file = page.file;
    const entry = this.fresh.get(file.name);
    const key = sha().update(`${this.context}\0${fonts}\0${file.name}\0${file.digest}`).digest("hex");
    const known = this.entries.get(file.name)?.glyphs;
    if (known?.key === key) {
      replay(file, known);
      if (entry && entry.glyphs !== known) this.fresh.set(file.name, { ...entry, glyphs: known });
      return;
    }
    const reported = since(file);
    await check();
    if (!entry) return;
    this.fresh.set(file.name, { ...entry, glyphs: { key, ...reported() } });
    this.changed = true;
  };

  /** Keeps this run's outcomes (those of pages no longer there are dropped); a failure only costs time next run. */
  save() {
    if (!this.changed && this.fresh.size === this.entries.size) return;
    try {
      writeSigned(this.path, this.secret, JSON.stringify([...this.fresh]));
    } catch {
      // The next run checks every page.
    }
  }
}
