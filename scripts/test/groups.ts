// Which test files share a process: those that start nothing (no browser, server, child process or project copy) run
// together, one process per folder, since starting Node and loading the pipeline costs each file about two seconds;
// the editor's files run together on one editor (test/browser/support/editor-session.ts shares it), and the browser
// files that need only the built site in Chromium on one browser (test/helpers/browser.ts).
import { readFileSync } from "node:fs";
import { dirname } from "node:path";

/** A file that starts something keeps a process of its own: it can be stopped and counted alone. */
const STARTS_SOMETHING = /from "(node:child_process|node:worker_threads|node:http|playwright-core)"|helpers\/(dev-server|editor-api|project|git-repo|second-language)"|support\/(editor-session|servers)"|\/run-files"|\bspawn|startServer/;
const SHARES_THE_EDITOR = /from "[^"]*support\/editor-session"/;
/** The built site in Chromium (test/helpers/browser.ts keeps one browser and server for the files of one process). */
const USES_THE_BROWSER = /from "[^"]*helpers\/browser"/;

/** The group a file runs in (files with the same name share a process), or undefined for a process of its own. */
export function groupOf(file: string): string | undefined {
  // A type imported starts nothing.
  const text = readFileSync(file, "utf8").replace(/^import type [^;]*;$/gm, "");
  if (SHARES_THE_EDITOR.test(text)) return "one editor";
  if (STARTS_SOMETHING.test(text)) return undefined;
  // The gates' long walks keep a process of their own beside the browser group, so the two run side by side.
  if (USES_THE_BROWSER.test(text)) return /[/\\]quality[/\\]/.test(file) ? undefined : "one browser";
  return dirname(file);
}

/** The run's units, in the files' order: a lone file, or a group's files together (where its first file was). */
export function groupFiles(files: string[]): (string | string[])[] {
  const units: (string | string[])[] = [];
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const name = groupOf(file);
    if (name === undefined) {
      units.push(file);
      continue;
    }
    const group = groups.get(name);
    if (group) group.push(file);
    else {
      const created = [file];
      groups.set(name, created);
      units.push(created);
    }
  }
  // A group of one runs alone, under its own name.
  const named = units.map((unit) => (Array.isArray(unit) && unit.length === 1 ? unit[0] : unit));
  // The quiet folders' groups (a few seconds each) last: they fill in while the long files end, instead of a long file
  // started late running alone at the end.
  const quiet = (unit: string | string[]) => Array.isArray(unit) && groupOf(unit[0]) === dirname(unit[0]);
  return [...named.filter((unit) => !quiet(unit)), ...named.filter(quiet)];
}
