// The editor's own saves: it asks for their build at once, so the watcher's report of the same write is not built again.
import { statSync } from "node:fs";
import { join } from "node:path";

/** Files the editor wrote (or moved away), by when they were last written: a file written since is a change of its own. */
export class OwnSaves {
  private readonly written = new Map<string, bigint | "absent">();

  constructor(private readonly root: string) {}

  /** `files` (under the root, with /) as the editor has just written them, and asked to build. */
  saved(files: string[]) {
    for (const file of files) this.written.set(file, this.stamp(file));
  }

  /** What the watcher reports, less the files that are still as the editor wrote them. */
  others(files: string[]): string[] {
    return files.filter((file) => {
      const at = this.written.get(file);
      return at === undefined || at !== this.stamp(file);
    });
  }

  private stamp(file: string): bigint | "absent" {
    return statSync(join(this.root, file), { bigint: true, throwIfNoEntry: false })?.mtimeNs ?? "absent";
  }
}
