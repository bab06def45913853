// Writes the site into a temporary sibling of dist/ and puts it in place only when everything succeeded.
import { cpSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { MARKER, MARKER_TEXT, madeByBuild } from "./out-dir";
import { discard } from "./discard";
import { removeLeftovers } from "./leftovers";
import { placeChanges, placedState } from "./in-place";
import { contentHash, type Manifest } from "./output-manifest";
import { PreviousBuild, type FileState } from "./previous-build";
import type { DirectOutput } from "./workers/written-page";

/**
 * Where a build writes its output before it is put in place. With a `manifest` of the output folder as it is (see
 * output-manifest.ts), only the files whose bytes change are staged and the commit puts them into the folder; without
 * one, the whole site is staged (a file the previous build has byte for byte linked from it) and swapped in.
 */
export class Staging {
  readonly dir: string;
  /** The build being replaced: files with the same bytes are linked from it, not written again. */
  readonly previous: PreviousBuild;
  /** The hash of every file's bytes as the build gave them (for the next manifest). */
  readonly hashes = new Map<string, string>();
  /** In place: the files the output folder already holds byte for byte (undefined: the folder is staged whole). */
  private readonly kept?: Set<string>;
  /** In place: the files public/ put in the staging folder (a generated file of the same name replaces one). */
  private copied = new Set<string>();
  /** The files staged with their compressed copies already beside them (written by the render threads: see direct). */
  readonly compressed = new Set<string>();
  /** What the commit put in place and took out, when it did not swap the folder. */
  placed?: { placed: string[]; removed: string[] };

  /** `copies`: whether the output's compressed copies were made with this build's settings (see PreviousBuild). */
  constructor(
    readonly target: string,
    private readonly manifest?: Manifest,
    copies = true,
  ) {
    removeLeftovers(target);
    this.previous = new PreviousBuild(target, copies);
    this.dir = `${target}.tmp-${process.pid}`;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    if (manifest?.get(MARKER)?.hash === contentHash(Buffer.from(MARKER_TEXT)) && madeByBuild(target)) this.kept = new Set();
    this.write(MARKER, MARKER_TEXT);
    // Staged in place too: what a killed build leaves is recognised as the build's (removeLeftovers).
    if (this.kept) writeFileSync(join(this.dir, MARKER), MARKER_TEXT);
  }

  /** In place: whether the output holds `name` with these bytes, and its compressed copies if it has any. */
  private holds(name: string, hash: string): boolean {
    if (this.manifest?.get(name)?.hash !== hash) return false;
    const copies = [".br", ".gz"].filter((suffix) => this.manifest!.has(name + suffix)).length;
    return copies === 0 || copies === 2;
  }

  /**
   * In place: keeps each named file the output holds with the given hash of its bytes (and its compressed copies), as
   * writing those bytes would, without the bytes; false, keeping none, when any is not so held. The names are as the
   * manifest has them (no "./", no "//"): another spelling is only not found.
   */
  keep(files: [name: string, hash: string][]): boolean {
    if (!this.kept || !files.every(([name, hash]) => this.holds(name, hash))) return false;
    for (const [name, hash] of files) {
      this.hashes.set(name, hash);
      this.kept.add(name);
      if (this.copied.delete(name)) rmSync(join(this.dir, name), { force: true });
    }
    return true;
  }

  /** Folders made in the staging folder: one mkdir per folder, not one per file (a site has thousands of files). */
  private readonly made = new Set<string>();

  /** The hash of bytes given more than once (a social card shared by many pages: 1,700 hashes of 50 KB at 1,700 pages). */
  private readonly hashed = new WeakMap<Uint8Array, string>();

  private hashOf(content: string | Uint8Array, bytes: Uint8Array): string {
    if (typeof content === "string") return contentHash(bytes);
    const known = this.hashed.get(content);
    if (known !== undefined) return known;
    const hash = contentHash(bytes);
    this.hashed.set(content, hash);
    return hash;
  }

  /** Bytes written more than once (a social card shared by many pages), by the path they were first staged at. */
  private readonly first = new WeakMap<Uint8Array, string>();

  write(relativePath: string, content: string | Uint8Array) {
    const path = join(this.dir, relativePath);
    const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
    const name = relative(this.dir, path);
    const hash = this.hashOf(content, bytes);
    this.hashes.set(name, hash);
    if (this.kept) {
      if (this.holds(name, hash)) {
        this.kept.add(name);
        if (this.copied.delete(name)) rmSync(path, { force: true });
        return;
      }
      this.kept.delete(name);
    }
    // Made only for a file staged: in place, most folders stay empty.
    const folder = dirname(path);
    if (!this.made.has(folder)) mkdirSync(folder, { recursive: true });
    this.made.add(folder);
    // The same bytes again: one file under many names, neither written nor compared again.
    const staged = typeof content === "string" ? undefined : this.first.get(content);
    if (staged !== undefined && this.previous.linkStaged(staged, name, this.dir)) return;
    // link() removes what was staged at this path first, so a write never goes through a link into the previous build.
    if (!this.previous.link(name, bytes, path)) writeFileSync(path, bytes);
    if (typeof content !== "string") this.first.set(content, name);
  }

  /**
   * The staging folder for the render threads to write the routes' files and their copies into themselves, when the
   * build has nothing to keep or link (no output folder of its own yet: a first build); undefined otherwise, when each
   * file goes through write.
   */
  direct(): DirectOutput | undefined {
    if (this.kept || this.previous.exists) return undefined;
    return {
      dir: this.dir,
      adopt: (written) => {
        for (const [name, hash] of written) {
          this.hashes.set(name, hash);
          this.compressed.add(name);
        }
      },
    };
  }

  /**
   * Links are refused by the checks already; skipping them here keeps dist/ free of links whatever happens.
   * `skip`: site paths (/images/maria.jpg) not to copy.
   */
  copyDir(from: string, skip: ReadonlySet<string> = new Set()) {
    const site = (source: string) => `/${relative(from, source).split(sep).join("/")}`;
    if (existsSync(from)) cpSync(from, this.dir, { recursive: true, filter: (source) => !lstatSync(source).isSymbolicLink() && !skip.has(site(source)) });
    if (this.kept) this.copied = new Set(this.stagedFiles());
  }

  private stagedFiles(): string[] {
    return readdirSync(this.dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(this.dir.length + 1));
  }

  /**
   * Once everything is staged, before compressing: in place, the staged files the output already holds byte for byte
   * (public/'s, the bundle's) are dropped; otherwise those the previous build has are linked from it.
   */
  settle() {
    if (!this.kept) return this.previous.adoptUnchanged(this.dir);
    for (const name of this.stagedFiles()) {
      if (name === MARKER || this.hashes.has(name)) continue;
      const hash = contentHash(readFileSync(join(this.dir, name)));
      this.hashes.set(name, hash);
      if (this.holds(name, hash)) {
        this.kept.add(name);
        rmSync(join(this.dir, name));
      }
    }
  }

  /**
   * The state of every file of the output after the commit, as far as the build knows it without looking (see
   * PreviousBuild.linked): in place, every file's.
   */
  states(): ReadonlyMap<string, FileState> {
    if (!this.placed || !this.manifest) return this.previous.linked;
    const states = new Map<string, FileState>();
    for (const [name, file] of this.manifest) states.set(name, file.state);
    for (const name of this.placed.removed) states.delete(name);
    for (const name of this.placed.placed) states.set(name, placedState(this.target, name));
    return states;
  }

  /**
   * The old dist/ moves aside, the new one takes its name, then the old one is deleted (by a process of its own when
   * `trash` is given, see discard.ts). A failed move puts the old one back, so dist/ is either the old build or the new
   * one. Returns a note when only the clean-up failed.
   */
  commit(trash?: string): string | undefined {
    const old = `${this.target}.old-${process.pid}`;
    if (this.kept) {
      this.placed = placeChanges(this.target, this.dir, this.manifest!, this.kept, old);
      if (this.placed) {
        rmSync(this.dir, { recursive: true, force: true });
        // The few files set aside are deleted here: starting a deleting process would cost more.
        return this.discardOld(old, undefined);
      }
      this.stageKept();
    }
    const had = existsSync(this.target);
    if (had) renameSync(this.target, old);
    try {
      renameSync(this.dir, this.target);
    } catch (error) {
      if (had) renameSync(old, this.target);
      throw error;
    }
    return this.discardOld(old, trash);
  }

  private discardOld(old: string, trash: string | undefined): string | undefined {
    try {
      if (existsSync(old)) discard(old, trash);
    } catch (error) {
      return `could not delete the previous build at ${old} (${(error as NodeJS.ErrnoException).code ?? "error"}); the next build deletes it`;
    }
    return undefined;
  }

  /** In place, but too big a change to put in file by file: the kept files linked in, so the folder is swapped whole. */
  private stageKept() {
    for (const name of this.kept!) {
      const copies = [name, `${name}.br`, `${name}.gz`].filter((file) => file === name || this.manifest!.has(file));
      for (const file of copies) {
        const to = join(this.dir, file);
        if (file === MARKER) continue;
        mkdirSync(dirname(to), { recursive: true });
        linkSync(join(this.target, file), to);
        this.previous.linked.set(file, this.manifest!.get(file)!.state);
      }
    }
  }

  abandon() {
    try {
      rmSync(this.dir, { recursive: true, force: true });
    } catch {
      // Left behind, it is removed by the next build (it carries the marker).
    }
  }
}
