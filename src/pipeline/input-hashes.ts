// Input files' hashes, each kept with the state the file had when it was read (as git's index keeps them): while the
// state is the same, the file is not read and hashed again (the build record's inputs: 1,700 page files and more).
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, type Stats } from "node:fs";
import { join } from "node:path";

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** Files larger than this are known by size, time and inode: a hostile file is refused by the loader, not read whole here. */
const HASHED_BYTES = 32 * 1024 * 1024;

/** A file's hash, read without following a link put in its place since the folder was listed. */
function fileHash(path: string): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return "unreadable";
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return "other";
    return stat.size > HASHED_BYTES ? `large ${stat.size} ${stat.mtimeMs} ${stat.ino}` : sha(readFileSync(fd));
  } finally {
    closeSync(fd);
  }
}

/**
 * A file's state as the kernel keeps it: the change time (ctime) cannot be set back by a program, and the inode and
 * device tell a file put in its place. Its hash is kept while the state is the same, as git's index does.
 */
export const statKey = (stat: Stats) => `${stat.dev} ${stat.ino} ${stat.size} ${stat.mtimeMs} ${stat.ctimeMs}`;

/**
 * A file changed this recently may change again within the same clock tick, keeping its state: its hash is not kept
 * (git's "racily clean" entries).
 */
export const SETTLED = { ms: 2000 };

/** Whether a file or folder seen `at` (now by default) was last changed at least SETTLED.ms before. */
export const settled = (stat: Stats, at = Date.now()) => Math.max(stat.mtimeMs, stat.ctimeMs) < at - SETTLED.ms;

/**
 * Hashes by absolute path with the state the file had: this process's, and the last record's (startRecord). On the
 * global object, so the build's bundled code (a second copy of this module) takes them too.
 */
const KNOWN = Symbol.for("build-record: hashes by path");
const known = ((globalThis as { [KNOWN]?: Map<string, { stat: string; hash: string }> })[KNOWN] ??= new Map());

/** The file's hash, taken from `known` while its state is the one it was hashed with. */
export function keptHash(path: string): string {
  let stat: Stats;
  try {
    stat = lstatSync(path);
  } catch {
    return "unreadable";
  }
  const key = statKey(stat);
  const kept = known.get(path);
  if (kept?.stat === key) return kept.hash;
  const hash = fileHash(path);
  if (stat.isFile() && settled(stat)) known.set(path, { stat: key, hash });
  else known.delete(path);
  return hash;
}

/** Takes the hashes a record kept (`inputs` by path from `root`) with the states they were made from (`states`). */
export function keepHashes(root: string, inputs: { [path: string]: string }, states: { [path: string]: string }) {
  for (const [name, stat] of Object.entries(states)) if (inputs[name] !== undefined) known.set(join(root, name), { stat, hash: inputs[name] });
}

/** The states to record with `inputs`: those of the files hashed here, long enough after their last change. */
export function keptStates(root: string, inputs: { [path: string]: string }): { [path: string]: string } {
  const states: { [path: string]: string } = {};
  for (const name of Object.keys(inputs)) {
    const hashed = known.get(join(root, name));
    if (hashed?.hash === inputs[name]) states[name] = hashed.stat;
  }
  return states;
}
