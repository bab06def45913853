// The output folder's folders as its manifest keeps them: each one's state when it was last listed and found as the
// manifest says, so that the next check lists only the folders whose state moved since (see output-manifest.ts).
import { lstatSync, readdirSync, type Stats } from "node:fs";
import { join, sep } from "node:path";
import { settled } from "../input-hashes";

/** Folder states by the folder's name under the output folder ("" for the output folder itself). */
export type FolderStates = ReadonlyMap<string, string>;

/**
 * What moves when an entry is added, removed or renamed: the modification time, and the change time, which no program
 * can set back (utimes sets it to now). The device and inode tell a folder put in another's place.
 */
const folderState = (stat: Stats) => `${stat.dev} ${stat.ino} ${stat.mtimeMs} ${stat.ctimeMs}`;

const parentOf = (name: string) => {
  const cut = name.lastIndexOf(sep);
  return cut < 0 ? "" : name.slice(0, cut);
};

/** Every folder the files' names imply, with how many entries (files and folders) it holds. */
function entryCounts(files: Iterable<string>): Map<string, number> {
  const counts = new Map([["", 0]]);
  const addEntry = (folder: string) => {
    const count = counts.get(folder);
    counts.set(folder, (count ?? 0) + 1);
    if (count === undefined) addEntry(parentOf(folder));
  };
  for (const name of files) addEntry(parentOf(name));
  return counts;
}

const holdsNoFile = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).every((entry) => entry.isDirectory());

export interface FolderCheck {
  /** The states to record: the folders found unmoved, and those listed and settled. */
  states: Map<string, string>;
  /** The folders listed (their state was not the recorded one). */
  listed: string[];
}

/**
 * Whether each folder the manifest's `files` imply is a folder holding exactly its files (as regular files) and
 * folders, and nothing else but folders without a file in them (as a recursive listing that skips folders finds
 * them); only the folders whose state is not `recorded` are listed. Undefined when not; throws when a folder is
 * missing. The files' own states are the caller's to check: a file edited in place does not move its folder.
 */
export function checkFolders(outDir: string, files: ReadonlyMap<string, unknown>, recorded: FolderStates): FolderCheck | undefined {
  const counts = entryCounts(files.keys());
  const states = new Map<string, string>();
  const listed: string[] = [];
  for (const [folder, count] of counts) {
    const full = join(outDir, folder);
    const seenAt = Date.now();
    const stat = lstatSync(full);
    if (!stat.isDirectory()) return undefined;
    const state = folderState(stat);
    if (recorded.get(folder) === state) {
      states.set(folder, state);
      continue;
    }
    listed.push(folder);
    const prefix = folder ? folder + sep : "";
    let known = 0;
    let emptyFolder = false;
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      const name = prefix + entry.name;
      if (entry.isFile() ? files.has(name) : entry.isDirectory() && counts.has(name)) known++;
      else if (entry.isDirectory() && holdsNoFile(join(full, entry.name))) emptyFolder = true;
      else return undefined;
    }
    if (known !== count) return undefined;
    // A file put into a folder the manifest does not know would not move this one: such a folder is listed every time.
    // Within one tick of the file system's clock (milliseconds on ext4, two seconds on FAT) a change may leave a
    // folder's times as they were: one seen within SETTLED.ms of its last change is listed again next time.
    if (!emptyFolder && settled(stat, seenAt)) states.set(folder, state);
  }
  return { states, listed };
}

/** The states still true after a build put `changed` files into the folder or took them out: those of the folders it did not touch. */
export function untouched(states: FolderStates, changed: Iterable<string>): Map<string, string> {
  const kept = new Map(states);
  for (const name of changed) {
    let folder = name;
    do {
      folder = parentOf(folder);
      kept.delete(folder);
    } while (folder !== "");
  }
  return kept;
}
