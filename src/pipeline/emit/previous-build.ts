// The previous build's files, reused by the next one where the bytes are the same: hard-linked into the staging
// folder instead of written again, so an unchanged file keeps its inode and modification time (a deploy tool that
// compares times uploads only what changed) and the build writes only what changed.
import { linkSync, lstatSync, readFileSync, readdirSync, renameSync, rmSync, type Stats } from "node:fs";
import { join } from "node:path";
import { madeByBuild } from "./out-dir";

/** What the build record keeps of a file (build-record.ts): a link shares them with the file it links. */
export type FileState = Pick<Stats, "mode" | "size" | "mtimeMs" | "ino">;

export class PreviousBuild {
  /** Paths under the staging folder (as readdirSync names them) that are links to the previous build's files. */
  readonly reused = new Set<string>();
  /**
   * The state of each staged path that is a link to a previous file, as that file was seen before it was linked: the
   * build record takes it instead of an lstat of every file again (a state gone stale only means no replay next time).
   */
  readonly linked = new Map<string, FileState>();
  private readonly dir: string | undefined;

  /**
   * `target`: the output folder; reused only when the build made it (never files of a folder it does not own).
   * `copies`: whether its compressed copies were made as this build makes them (the same engine and zlib): otherwise
   * a file is linked, but its copies are made again.
   */
  constructor(
    target: string,
    private readonly copies = true,
  ) {
    this.dir = madeByBuild(target) ? target : undefined;
  }

  /** Whether there is a previous build to take files from. */
  get exists(): boolean {
    return this.dir !== undefined;
  }

  /** The previous build's regular file at `name` and its state, or undefined (none, a folder, a link, another size). */
  private file(name: string, size?: number): { path: string; stat: Stats } | undefined {
    if (!this.dir) return undefined;
    try {
      const path = join(this.dir, name);
      const stat = lstatSync(path);
      return stat.isFile() && (size === undefined || stat.size === size) ? { path, stat } : undefined;
    } catch {
      return undefined;
    }
  }

  /** A staged path written anew (not a link to a previous file). */
  written(name: string) {
    this.linked.delete(name);
  }

  /**
   * Links the previous file to `to` when it holds exactly `bytes`; false otherwise (the caller writes). A link staged
   * at `to` before is removed first: writing through it would change the previous build, which must stay as it was
   * until the swap. (Only a staged link is removed up front: the staging folder is new, so most paths hold nothing.)
   */
  link(name: string, bytes: Uint8Array, to: string): boolean {
    this.linked.delete(name);
    if (this.reused.delete(name)) rmSync(to, { force: true });
    const old = this.same(name, bytes);
    return old !== undefined && this.adopt(name, old, to);
  }

  /** The previous file holding exactly `bytes`, or undefined. */
  private same(name: string, bytes: Uint8Array): { path: string; stat: Stats } | undefined {
    const old = this.file(name, bytes.length);
    return old && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).equals(readFileSync(old.path)) ? old : undefined;
  }

  /** Staged paths that are links to another staged path with the same bytes: not compared with the previous build. */
  private readonly shared = new Set<string>();

  /**
   * Links `name` to the file already staged at `staged` (the same bytes); false when linking fails (the caller writes
   * a copy). Not counted as reused: the previous build's file at `name` may have held other bytes.
   */
  linkStaged(staged: string, name: string, stagingDir: string): boolean {
    const to = join(stagingDir, name);
    this.linked.delete(name);
    try {
      if (this.reused.delete(name)) rmSync(to, { force: true });
      linkSync(join(stagingDir, staged), to);
    } catch {
      return false;
    }
    this.shared.add(name);
    return true;
  }

  /** Links the previous file and its compressed copies when all of them are there; false otherwise. */
  linkCopies(name: string, suffixes: readonly string[], stagingDir: string): boolean {
    if (!this.copies || !this.reused.has(name)) return false;
    const olds = suffixes.map((suffix) => this.file(name + suffix));
    if (olds.some((old) => !old)) return false;
    suffixes.forEach((suffix, index) => {
      rmSync(join(stagingDir, name + suffix), { force: true });
      linkSync(olds[index]!.path, join(stagingDir, name + suffix));
      this.linked.set(name + suffix, olds[index]!.stat);
    });
    return true;
  }

  /** Every staged file not linked yet (public/, photos, the bundle) whose bytes the previous build has: linked. */
  adoptUnchanged(stagingDir: string) {
    if (!this.dir) return;
    for (const entry of readdirSync(stagingDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const to = join(entry.parentPath, entry.name);
      const name = to.slice(stagingDir.length + 1);
      if (this.reused.has(name) || this.shared.has(name)) continue;
      const old = this.file(name, entry.isFile() ? lstatSync(to).size : -1) && this.same(name, readFileSync(to));
      if (!old) continue;
      // Linked aside and renamed over the staged copy: the staged file is never missing, even if linking fails.
      try {
        linkSync(old.path, `${to}.link-tmp`);
        renameSync(`${to}.link-tmp`, to);
        this.reused.add(name);
        this.linked.set(name, old.stat);
      } catch {
        rmSync(`${to}.link-tmp`, { force: true });
      }
    }
  }

  private adopt(name: string, old: { path: string; stat: Stats }, to: string): boolean {
    try {
      linkSync(old.path, to);
    } catch (error) {
      // A file staged there already (public/ copied first): replaced by the link. Otherwise another file system, or
      // links not allowed: the caller writes a copy.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") return false;
      try {
        rmSync(to, { force: true });
        linkSync(old.path, to);
      } catch {
        return false;
      }
    }
    this.reused.add(name);
    this.linked.set(name, old.stat);
    return true;
  }
}
