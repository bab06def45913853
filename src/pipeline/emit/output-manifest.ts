// The output folder as the last build left it: every file's state and the hash of the bytes the build gave it, kept
// signed in .cache/, so that the next build, finding the folder exactly so, writes only the files whose bytes change.
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cacheFolder } from "../cache";
import { engineKey } from "../engine-key.mjs";
import { readSignedFile, writeSigned } from "../signed-file";
import type { FileState } from "./previous-build";
import { checkFolders, type FolderStates } from "./output-folders";

/** A file of the output: its state when last seen, and the hash of its bytes (none for a compressed copy: it follows its file). */
export interface OutputFile {
  state: FileState;
  hash?: string;
}

export type Manifest = Map<string, OutputFile>;

/** What made the files besides their bytes: the engine and Node's zlib and brotli (a kept file's compressed copies are kept with it). */
const settings = () => createHash("sha256").update(`${engineKey([])} ${process.versions.node} ${process.versions.zlib} ${process.versions.brotli}`).digest("hex");

/** Change detection, not security (the manifest is signed): the cheapest of Node's hashes, as git's object names. */
export const contentHash = (bytes: Uint8Array) => createHash("sha1").update(bytes).digest("base64url");

const manifestFile = (root: string, outDir: string) => {
  const { dir, secret } = cacheFolder(root);
  return { path: join(dir, `output-${createHash("sha256").update(outDir).digest("hex").slice(0, 16)}.json`), secret };
};

type Stored = [path: string, mode: number, size: number, mtimeMs: number, ino: number, hash: string | null][];

const sameState = (a: FileState, b: FileState) => a.mode === b.mode && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino;

/** The output folder found exactly as its manifest says. */
export interface CheckedOutput {
  files: Manifest;
  /** Its folders' states, to be recorded again where still true (see output-folders.ts). */
  folders: FolderStates;
  /** The folders the check listed: those whose state moved since the manifest was kept, or was not settled then. */
  listed: string[];
  /** The manifest's signature: the folder's identity for the build record (build-record.ts). */
  signature: string;
}

/** The last build's manifest of `outDir`, as read once for the build that follows it. */
export interface LastManifest {
  /** The folder found exactly as the manifest says (see verifiedManifest). */
  checked?: CheckedOutput;
  /**
   * Whether the last build made its files with this build's settings: its compressed copies are then what this build
   * would make of the same bytes. False when it is not known.
   */
  sameSettings: boolean;
}

/**
 * The manifest of `outDir`, read and checked once. The folder is `checked` when it is exactly as the manifest says:
 * the same files (no link, no other entry but folders without files, none missing or added), each in the state it
 * had; not when any of it cannot be read or trusted. Only the folders whose state moved are listed; every file is
 * lstat-ed (an edit in place moves no folder).
 */
export function lastManifest(root: string, outDir: string): LastManifest {
  let stored: { settings: string; files: Stored; folders?: [name: string, state: string][] };
  let signature: string;
  try {
    const { path, secret } = manifestFile(root, outDir);
    const signed = readSignedFile(path, secret);
    if (!signed) return { sameSettings: false };
    stored = JSON.parse(signed.text) as typeof stored;
    signature = signed.signature;
  } catch {
    return { sameSettings: false };
  }
  if (stored.settings !== settings()) return { sameSettings: false };
  try {
    const files: Manifest = new Map();
    for (const [name, mode, size, mtimeMs, ino, hash] of stored.files) files.set(name, hash ? { state: { mode, size, mtimeMs, ino }, hash } : { state: { mode, size, mtimeMs, ino } });
    const folders = checkFolders(outDir, files, new Map(stored.folders ?? []));
    if (!folders) return { sameSettings: true };
    for (const [name, file] of files) if (!sameState(file.state, lstatSync(join(outDir, name)))) return { sameSettings: true };
    return { checked: { files, folders: folders.states, listed: folders.listed, signature }, sameSettings: true };
  } catch {
    return { sameSettings: true };
  }
}

/** The manifest of `outDir` when the folder is exactly as it says (see lastManifest); undefined otherwise. */
export const verifiedManifest = (root: string, outDir: string): CheckedOutput | undefined => lastManifest(root, outDir).checked;

/**
 * The manifest of the folder a build just wrote, as stored: `states` gives the files whose state the build knows
 * (linked, kept or placed), `hashes` the bytes' hashes it took; every other file is looked at, and hashed unless it is
 * a compressed copy of a file beside it. Each path is joined only for a file looked at (12,000 files at 1,700 pages).
 */
function takeManifest(outDir: string, states: ReadonlyMap<string, FileState>, hashes: ReadonlyMap<string, string>, complete: boolean): Stored {
  const from = join(outDir, "/").length;
  const listed = () => readdirSync(outDir, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [] : [join(entry.parentPath, entry.name).slice(from)]));
  const names = new Set(complete ? states.keys() : listed());
  const stored: Stored = [];
  for (const name of names) {
    const { mode, size, mtimeMs, ino } = states.get(name) ?? lstatSync(join(outDir, name));
    const copy = (name.endsWith(".br") || name.endsWith(".gz")) && names.has(name.slice(0, -3));
    stored.push([name, mode, size, mtimeMs, ino, copy ? null : (hashes.get(name) ?? contentHash(readFileSync(join(outDir, name))))]);
  }
  return stored;
}

/**
 * Takes and keeps the manifest of the folder a build just put in place; returns its signature (the folder's identity
 * for the build record), or undefined when it could not be kept. `folders`, given when the build wrote in place:
 * `states` names every file (the verified folder, less what was removed, with what was placed), so the folder is not
 * listed again, and these are the states of the folders the build did not touch. A folder swapped in has none: the
 * next check lists it whole. Never throws: the folder is in place, and without a manifest the next build only does
 * more work.
 */
export function keepManifest(root: string, outDir: string, states: ReadonlyMap<string, FileState>, hashes: ReadonlyMap<string, string>, folders?: FolderStates): string | undefined {
  try {
    const files = takeManifest(outDir, states, hashes, folders !== undefined);
    const { path, secret } = manifestFile(root, outDir);
    return writeSigned(path, secret, JSON.stringify({ settings: settings(), files, folders: [...(folders ?? [])] }));
  } catch {
    return undefined;
  }
}
