// A build written into the output folder in place: the staged files (those whose bytes changed, with their compressed
// copies) renamed into it and the files no longer made taken out, each replaced or removed file moved aside first, so
// that a failure half-way puts every one back and the folder is as the previous build left it.
import { lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Manifest } from "./output-manifest";
import { MARKER, MARKER_TEXT } from "./out-dir";

/** The files a commit in place put in and took out, by their path under the output folder. */
export interface Placed {
  placed: string[];
  removed: string[];
}

/** Past this many files written or removed, the folder is swapped whole instead: one rename, seen by a server at once. */
const inPlaceLimit = (files: number) => Math.max(100, files / 4);

/** Whether a name's folders are folders in the output (never a file of it) and the name itself is not a folder there. */
function fits(name: string, manifest: Manifest, folders: ReadonlySet<string>, removed: ReadonlySet<string>): boolean {
  if (folders.has(name)) return false;
  for (let dir = dirname(name); dir !== "."; dir = dirname(dir)) if (manifest.has(dir) && !removed.has(dir)) return false;
  return true;
}

/**
 * Puts the staged files of `stagingDir` into `target`, removing the manifest's files that are neither staged nor
 * `kept` (with their copies). `aside`: where replaced and removed files wait (deleted by the caller once all is in).
 * Undefined when the change is too big or a file would take a folder's place: the caller swaps the folder instead.
 */
export function placeChanges(target: string, stagingDir: string, manifest: Manifest, kept: ReadonlySet<string>, aside: string): Placed | undefined {
  const staged = readdirSync(stagingDir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name).slice(stagingDir.length + 1))
    .filter((name) => name !== MARKER)
    .sort();
  const made = new Set(staged);
  const stays = (name: string) => made.has(name) || kept.has(name) || (/\.(br|gz)$/.test(name) && kept.has(name.slice(0, -3)));
  const removed = [...manifest.keys()].filter((name) => name !== MARKER && !stays(name));
  if (staged.length + removed.length > inPlaceLimit(manifest.size)) return undefined;
  const folders = new Set<string>();
  for (const name of manifest.keys()) for (let dir = dirname(name); dir !== "."; dir = dirname(dir)) folders.add(dir);
  const gone = new Set(removed);
  if (!staged.every((name) => fits(name, manifest, folders, gone))) return undefined;

  const undo: (() => void)[] = [];
  const move = (from: string, to: string) => {
    const made = mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
    undo.push(() => {
      renameSync(to, from);
      if (made) rmSync(made, { recursive: true, force: true });
    });
  };
  try {
    // Marked, so that what a killed build leaves aside is the build's to delete (leftovers.ts).
    mkdirSync(aside, { recursive: true });
    writeFileSync(join(aside, MARKER), MARKER_TEXT);
    for (const name of [...removed, ...staged.filter((name) => manifest.has(name))]) move(join(target, name), join(aside, name));
    for (const name of staged) move(join(stagingDir, name), join(target, name));
  } catch (error) {
    for (const step of undo.reverse()) {
      try {
        step();
      } catch {
        // Put back what can be: the rest is still aside, marked as the build's.
      }
    }
    throw error;
  }
  for (const name of removed) removeEmptyFolders(target, dirname(name));
  return { placed: staged, removed };
}

/** The folders a removed file leaves empty, up to (not including) the output folder. */
function removeEmptyFolders(target: string, dir: string) {
  for (; dir !== "."; dir = dirname(dir)) {
    try {
      if (readdirSync(join(target, dir)).length) return;
      rmdirSync(join(target, dir));
    } catch {
      return;
    }
  }
}

/** The state of a file just placed (the manifest's entry for it). */
export const placedState = (target: string, name: string) => {
  const { mode, size, mtimeMs, ino } = lstatSync(join(target, name));
  return { mode, size, mtimeMs, ino };
};
