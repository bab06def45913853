// The one way the tools touch the project's files: a path stays inside the project, no step of it is a link, writes
// land atomically (a temporary file renamed over the old) and only over the content the writer last saw.
import { createHash } from "node:crypto";
import { closeSync, cpSync, fsyncSync, lstatSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, unlinkSync, writeSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";

/** A path that leaves the project or goes through a link: refused before anything is read, written or deleted. */
export class UnsafePathError extends Error {}

/** The file changed since the writer read it: nothing was written. */
export class ChangedOnDiskError extends Error {}

export const hashOf = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

const kind = (path: string) => {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
};

/** The absolute path of `name` (relative to `root`) when it names a place inside the project, by its text alone (no step looked at). */
function insidePath(root: string, name: string) {
  const base = resolve(root);
  const target = resolve(base, name);
  const rel = relative(base, target);
  if (isAbsolute(rel) || rel === ".." || rel.startsWith(`..${sep}`)) throw new UnsafePathError(`${name} is outside the project; nothing outside it is read or written`);
  return { base, target, rel };
}

/** The absolute path of `name` inside the project, its folders' steps checked by the caller (see readSource in load/read.ts). */
export const pathInside = (root: string, name: string) => insidePath(root, name).target;

/**
 * The absolute path of `name` (relative to `root`), after checking every step from the root down: inside the
 * project, and no step a symbolic link (a link is refused even when its target is missing or inside the project).
 */
export function projectPath(root: string, name: string): string {
  const { base, target, rel } = insidePath(root, name);
  if (rel === "") return base;
  let at = base;
  for (const step of rel.split(sep)) {
    at = join(at, step);
    const stat = kind(at);
    if (!stat) break; // what does not exist yet cannot be a link; the rest is made by us
    if (stat.isSymbolicLink()) {
      throw new UnsafePathError(`${relative(base, at)} is a symbolic link; the tools never read or write through a link. Replace it with a real ${at === target ? "file" : "folder"}`);
    }
  }
  return target;
}

export function readProjectFile(root: string, name: string): Buffer {
  return readFileSync(projectPath(root, name));
}

export const readProjectText = (root: string, name: string) => readProjectFile(root, name).toString("utf8");

export const projectFileExists = (root: string, name: string) => kind(projectPath(root, name)) !== undefined;

/** Makes a folder (and its parents) inside the project, refusing links on the way. */
export function makeProjectDir(root: string, name: string) {
  mkdirSync(projectPath(root, name), { recursive: true });
  projectPath(root, name); // a link raced in while the folders were made is still refused
}

export interface WriteOptions {
  /**
   * What the writer last saw: the hash of the file's content, or "absent" for a file that must not exist yet.
   * Compared right before the rename; a difference leaves the file as it is and throws ChangedOnDiskError.
   */
  expect?: string | "absent";
}

/** Writes `name` whole and atomically: a temporary file beside it, flushed, then renamed over it. */
export function writeProjectFile(root: string, name: string, data: string | Buffer, options: WriteOptions = {}) {
  const target = projectPath(root, name);
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  // "wx": a file (or a link) already at the temporary name is an error, never followed.
  const fd = openSync(temporary, "wx", 0o644);
  try {
    writeSync(fd, typeof data === "string" ? Buffer.from(data, "utf8") : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    projectPath(root, name);
    if (options.expect !== undefined) {
      const now = kind(target) ? hashOf(readFileSync(target)) : "absent";
      if (now !== options.expect) throw new ChangedOnDiskError(`${name} was changed on disk since it was read`);
    }
    renameSync(temporary, target);
  } catch (error) {
    unlinkSync(temporary);
    throw error;
  }
}

/** Deletes a file or folder of the project; a link on the way is refused, and inside a folder links are removed, never followed. */
export function removeProjectPath(root: string, name: string) {
  rmSync(projectPath(root, name), { recursive: true, force: true });
}

/** Copies a file or folder of the project to `to` (a scratch copy of the project); a link anywhere in it is refused. */
export function copyFromProject(root: string, name: string, to: string) {
  cpSync(projectPath(root, name), to, {
    recursive: true,
    filter: (source) => {
      if (lstatSync(source).isSymbolicLink()) throw new UnsafePathError(`${relative(resolve(root), source)} is a symbolic link; the tools never read or write through a link. Replace it with a real file`);
      return true;
    },
  });
}
