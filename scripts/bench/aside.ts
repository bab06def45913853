// Folders the bench is done with, moved aside and deleted only once every row is measured: on this machine's file
// system (ext4 without a journal) files created within some thirty seconds of deleting thousands cost seconds of
// kernel time more, which a cold build started just after the bench deleted the last run's output would pay.
import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

export class Aside {
  private dir: string | undefined;
  private count = 0;

  /** Moves `path` out of the way (deleted at once when it cannot be moved, another file system); nothing if it is not there. */
  put(path: string) {
    this.dir ??= mkdtempSync(join(tmpdir(), "bench-aside-"));
    try {
      renameSync(path, join(this.dir, `${++this.count}-${basename(path)}`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") rmSync(path, { recursive: true, force: true });
    }
  }

  /** Deletes everything moved aside. */
  clear() {
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
  }
}
