// Watches site.yaml, pages/, public/ and src/; bursts of events (an editor's save is several) become one change.
import { existsSync, realpathSync, watch, type FSWatcher } from "node:fs";
import { join } from "node:path";

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

  const watchers: FSWatcher[] = [];
  // The directory, not the file: editors often save by writing a new file and renaming it over the old one.
  watchers.push(watch(root, (_event, name) => name === "site.yaml" && note("site.yaml", false)));
  for (const dir of ["pages", "public", "src"]) {
    const path = join(root, dir);
    if (!existsSync(path)) continue;
    // src/ may be a link (test projects link the real code); watch where it points.
    watchers.push(watch(realpathSync(path), { recursive: true }, (_event, name) => name && note(`${dir}/${name}`, dir === "src")));
  }
  return {
    close: () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
