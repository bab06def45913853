// Watches site.yaml, pages/, public/ and src/; bursts of events (an editor's save is several) become one change.
import { existsSync, realpathSync, watch, type FSWatcher } from "node:fs";
import { join } from "node:path";
import { watchTree } from "./watch-tree";

export interface Change {
  /** Project-relative names of what changed, for the terminal. */
  files: string[];
  /** True when code changed: the builder must restart and bundle again. */
  code: boolean;
  /** When the first event of the burst arrived, to time the whole rebuild. */
  since: number;
}

const SETTLE_MS = 25;
/** Editors' swap and backup files, which are not content. */
const IGNORED = /(^|\/)(\.#[^/]*|[^/]*~|[^/]*\.sw[px]|4913|\.DS_Store)$/;

export function watchProject(root: string, onChange: (change: Change) => void): { close: () => void } {
  let pending: Change | undefined;
  let timer: NodeJS.Timeout | undefined;
  const note = (name: string, code: boolean) => {
    if (IGNORED.test(name)) return;
    pending ??= { files: [], code: false, since: Date.now() };
    if (!pending.files.includes(name)) pending.files.push(name);
    pending.code ||= code;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const change = pending!;
      pending = undefined;
      // Editors and tools save through temporary files: name what is still there (pages/for-oman.yaml, not pages/sed7Xq).
      const lasting = change.files.filter((file) => existsSync(join(root, file)));
      onChange({ ...change, files: lasting.length ? lasting : [...new Set(change.files.map((file) => file.split("/")[0] + "/"))] });
    }, SETTLE_MS);
  };

  // The directory, not the file: editors often save by writing a new file and renaming it over the old one.
  const own: FSWatcher = watch(root, (_event, name) => name === "site.yaml" && note("site.yaml", false));
  const trees = ["pages", "public", "src"]
    .filter((dir) => existsSync(join(root, dir)))
    // src/ may be a link (test projects link the real code); watch where it points.
    .map((dir) => watchTree(realpathSync(join(root, dir)), (name) => note(`${dir}/${name}`, dir === "src")));
  return {
    close: () => {
      clearTimeout(timer);
      own.close();
      for (const tree of trees) tree.close();
    },
  };
}
