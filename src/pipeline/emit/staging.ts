// Writes the site into a temporary sibling of dist/ and swaps it in only when everything succeeded.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { MARKER, MARKER_TEXT, madeByBuild } from "./out-dir";
import { discard } from "./discard";
import { PreviousBuild } from "./previous-build";

/** A process id that no longer runs: its leftovers belong to nobody. */
function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** dist.tmp-PID and dist.old-PID left by a build that was killed, and only those the build made. */
export function removeLeftovers(target: string) {
  const parent = dirname(target);
  if (!existsSync(parent)) return;
  const pattern = new RegExp(`^${basename(target).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(tmp|old)-(\\d+)$`);
  for (const name of readdirSync(parent)) {
    const match = pattern.exec(name);
    const path = join(parent, name);
    if (match && Number(match[2]) !== process.pid && gone(Number(match[2])) && madeByBuild(path)) rmSync(path, { recursive: true, force: true });
  }
}

export class Staging {
  readonly dir: string;
  /** The build being replaced: files with the same bytes are linked from it, not written again. */
  readonly previous: PreviousBuild;

  constructor(readonly target: string) {
    removeLeftovers(target);
    this.previous = new PreviousBuild(target);
    this.dir = `${target}.tmp-${process.pid}`;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    this.write(MARKER, MARKER_TEXT);
  }

  /** Folders made in the staging folder: one mkdir per folder, not one per file (a site has thousands of files). */
  private readonly made = new Set<string>();

  /** Bytes written more than once (a social card shared by many pages), by the path they were first staged at. */
  private readonly first = new WeakMap<Uint8Array, string>();

  write(relativePath: string, content: string | Uint8Array) {
    const path = join(this.dir, relativePath);
    const folder = dirname(path);
    if (!this.made.has(folder)) mkdirSync(folder, { recursive: true });
    this.made.add(folder);
    const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
    const name = relative(this.dir, path);
    // The same bytes again: one file under many names, neither written nor compared again.
    const staged = typeof content === "string" ? undefined : this.first.get(content);
    if (staged !== undefined && this.previous.linkStaged(staged, name, this.dir)) return;
    // link() removes what was staged at this path first, so a write never goes through a link into the previous build.
    if (!this.previous.link(name, bytes, path)) writeFileSync(path, bytes);
    if (typeof content !== "string") this.first.set(content, name);
  }

  /**
   * Links are refused by the checks already; skipping them here keeps dist/ free of links whatever happens.
   * `skip`: site paths (/images/maria.jpg) not to copy.
   */
  copyDir(from: string, skip: ReadonlySet<string> = new Set()) {
    const site = (source: string) => `/${relative(from, source).split(sep).join("/")}`;
    if (existsSync(from)) cpSync(from, this.dir, { recursive: true, filter: (source) => !lstatSync(source).isSymbolicLink() && !skip.has(site(source)) });
  }

  /**
   * The old dist/ moves aside, the new one takes its name, then the old one is deleted (by a process of its own when
   * `trash` is given, see discard.ts). A failed move puts the old one back, so dist/ is either the old build or the new
   * one. Returns a note when only the clean-up failed.
   */
  commit(trash?: string): string | undefined {
    const old = `${this.target}.old-${process.pid}`;
    const had = existsSync(this.target);
    if (had) renameSync(this.target, old);
    try {
      renameSync(this.dir, this.target);
    } catch (error) {
      if (had) renameSync(old, this.target);
      throw error;
    }
    try {
      discard(old, trash);
    } catch (error) {
      return `could not delete the previous build at ${old} (${(error as NodeJS.ErrnoException).code ?? "error"}); the next build deletes it`;
    }
    return undefined;
  }

  abandon() {
    try {
      rmSync(this.dir, { recursive: true, force: true });
    } catch {
      // Left behind, it is removed by the next build (it carries the marker).
    }
  }
}
