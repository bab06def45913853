// Reads an input file defensively: no links, size limit, strict UTF-8, no NUL or control characters.
import { isUtf8 } from "node:buffer";
import { closeSync, constants, lstatSync, openSync, readFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { pathInside, projectPath, readProjectFile, UnsafePathError } from "../files/project-files";
import { SourceFile } from "./source";
import type { Problem } from "../problems";

export const MAX_FILE_BYTES = 256 * 1024;

/**
 * What each page file adds to site.yaml's limit: its route (`- { path: …, page: … }`, 40 to 120 bytes) and room for
 * its line in countries: or the navigation. A site of 17,000 pages may have a site.yaml of a few MiB; a site.yaml
 * far larger than its pages explain (a pasted blob, a generated bomb) is still refused before it is parsed.
 */
export const SITE_BYTES_PER_PAGE = 256;

/** site.yaml's limit for a project with `pages` page files. */
export const siteFileLimit = (pages: number) => MAX_FILE_BYTES + SITE_BYTES_PER_PAGE * pages;

// Tab (9), LF (10) and CR (13) are fine; other C0 characters, DEL and C1 controls are invisible trouble.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const LINK_HINT = "put a copy of the real file here instead of the link; links are refused so that no file from outside the project is read or published";

export type ReadResult = { ok: true; file: SourceFile } | { ok: false; problem: Problem };

const fileProblem = (name: string, message: string, hint: string): Problem => ({
  file: name, line: 1, col: 1, length: 1, severity: "error", message, hint,
});

/**
 * The folders of a load whose every step from the project's root was found inside it and no link (true), or not
 * (false): a load of thousands of pages checks pages/ once, not once a page. Made anew for each load.
 */
export type CheckedFolders = Map<string, boolean>;

/** Whether the folder `rel` (relative to `root`) is inside the project with no link on the way, checked once per load. */
function folderIsSafe(root: string, rel: string, folders: CheckedFolders): boolean {
  const known = folders.get(rel);
  if (known !== undefined) return known;
  let safe = true;
  try {
    projectPath(root, rel);
  } catch (error) {
    if (!(error instanceof UnsafePathError)) throw error;
    safe = false;
  }
  folders.set(rel, safe);
  return safe;
}

/** Whether the file's folder (relative to `root`) is inside the project with no link on the way (see CheckedFolders). */
export const inSafeFolder = (path: string, root: string, folders: CheckedFolders) => folderIsSafe(root, dirname(relative(root, path)), folders);

/** The file's bytes, opened without following a link (one put there since the lstat is refused, not read). */
function readNoLink(path: string): Buffer {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `folders`: the load's folders checked so far (see CheckedFolders); without it, every step of the path is checked for this file. */
export function readSource(path: string, root: string, sizeHint = "a page spec is a few KiB; split the content or remove what was pasted by mistake", maxBytes = MAX_FILE_BYTES, folders?: CheckedFolders): ReadResult {
  const name = relative(root, path) || path;
  let bytes: Buffer;
  try {
    // A folder named like a page, a broken link or a file without read permission: a problem, not a crash.
    const stat = lstatSync(path);
    // A link could point anywhere (/etc/passwd, /proc/self/environ) and its text would end up in a code frame or a page.
    if (stat.isSymbolicLink()) return { ok: false, problem: fileProblem(name, "this is a symbolic link, not a file", LINK_HINT) };
    if (!stat.isFile()) return { ok: false, problem: fileProblem(name, "this is a folder, not a file", "page specs are files ending in .yaml; rename or remove the folder") };
    if (stat.size > maxBytes) {
      return { ok: false, problem: fileProblem(name, `file is ${Math.ceil(stat.size / 1024)} KiB; at most ${Math.floor(maxBytes / 1024)} KiB allowed`, sizeHint) };
    }
    // Every step of the path, not only the file: pages/ or public/ as a link is refused too.
    const rel = relative(root, path);
    if (!folders) bytes = readProjectFile(root, rel);
    else if (!folderIsSafe(root, dirname(rel), folders)) throw new UnsafePathError(name);
    else bytes = readNoLink(pathInside(root, rel));
  } catch (error) {
    if (error instanceof UnsafePathError) return { ok: false, problem: fileProblem(name, "this is inside a symbolic link, not a real folder", LINK_HINT) };
    const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
    return { ok: false, problem: fileProblem(name, `cannot read the file (${code})`, "check that it exists and that you may read it") };
  }
  return decodeSource(name, bytes);
}

/** A file's bytes as the build reads them (strict UTF-8, BOM dropped, line ends normalised, no control characters). */
export function decodeSource(name: string, bytes: Uint8Array): ReadResult {
  let text: string;
  // Checked whole, then decoded: as a strict TextDecoder does, at a fraction of its cost per file (one per page).
  if (isUtf8(bytes)) {
    text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
    // TextDecoder drops a leading byte order mark; so does this (and the build one more, below).
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  } else {
    // Decoded leniently (bad bytes become U+FFFD) only to show the line in the code frame; it is never parsed.
    const offset = firstInvalidUtf8(bytes);
    const at = new TextDecoder().decode(bytes.subarray(0, offset)).length;
    const file = new SourceFile(name, new TextDecoder().decode(bytes));
    file.error(at, at + 1, `file is not valid UTF-8 (byte ${offset})`, "save the file as UTF-8 in your editor (File > Save with Encoding > UTF-8)");
    return { ok: true, file };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Old Mac line endings (CR alone) would read as one long line; every position is counted on the normalised text.
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  const file = new SourceFile(name, text);
  const control = CONTROL.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    file.error(control.index, control.index + 1, `invisible control character U+${code} in the text`, "delete it; it often comes from copying text out of a PDF or a word processor");
  }
  return { ok: true, file };
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let low = 0;
  let high = bytes.length;
  // The longest valid prefix, found by halving: decoding a prefix that ends mid-character fails too, so allow 3 bytes slack.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    try {
      decoder.decode(bytes.subarray(0, mid));
      low = mid;
    } catch {
      high = mid - 1;
    }
  }
  return low;
}
