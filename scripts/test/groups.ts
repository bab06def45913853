// Which test files share a process: those that start nothing (no browser, server, child process or project copy) run
// together, one process per folder, since starting Node and loading the pipeline costs each file about two seconds.
import { readFileSync } from "node:fs";
import { dirname } from "node:path";

/** A file that starts something keeps a process of its own: it can be stopped and counted alone. */
const STARTS_SOMETHING = /from "(node:child_process|node:worker_threads|node:http|playwright-core)"|helpers\/(browser|dev-server|project|git-repo|second-language)"|support\/(editor-session|servers)"|\/run-files"|\bspawn|startServer/;

export const startsSomething = (file: string) => STARTS_SOMETHING.test(readFileSync(file, "utf8"));

/** The run's units, in the files' order: a lone file, or the quiet files of one folder together (where the first was). */
export function groupQuietFiles(files: string[]): (string | string[])[] {
  const units: (string | string[])[] = [];
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    if (startsSomething(file)) {
      units.push(file);
      continue;
    }
    const folder = dirname(file);
    const group = byFolder.get(folder);
    if (group) group.push(file);
    else {
      const created = [file];
      byFolder.set(folder, created);
      units.push(created);
    }
  }
  // A folder with one quiet file runs it alone, under its own name.
  return units.map((unit) => (Array.isArray(unit) && unit.length === 1 ? unit[0] : unit));
}
