// A filesystem error while writing (a read-only folder, a file where a folder should be, a full disk) in plain words.
import { relative } from "node:path";

export function isFsError(error: unknown): error is NodeJS.ErrnoException & { path: string } {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string" && typeof (error as NodeJS.ErrnoException).path === "string";
}

const HINTS: Record<string, string> = {
  EACCES: "you may not write there: check the folder's permissions, or build into another folder with --out",
  EPERM: "you may not write there: check the folder's permissions, or build into another folder with --out",
  EROFS: "the disk is read-only here: build into another folder with --out",
  ENOTDIR: "a file stands where a folder is needed on that path: move or delete the file, then build again",
  EEXIST: "a file stands where a folder is needed on that path: move or delete the file, then build again",
  EISDIR: "a folder stands where a file is needed: move or delete the folder, then build again",
  ENOSPC: "the disk is full: free some space, then build again",
  EBUSY: "another program holds the folder open: close it (a server or an editor showing dist/), then build again",
};

/** The lines printed for the error: what failed on which path, and what to do. */
export function describeFsError(error: NodeJS.ErrnoException & { path: string }, root: string): string {
  const path = relative(root, error.path) || error.path;
  const action = error.syscall === "rename" ? "move" : error.syscall === "rmdir" || error.syscall === "unlink" || error.syscall === "rm" ? "delete" : "write";
  const hint = HINTS[error.code ?? ""] ?? "check that the path exists and that you may write to it, then build again";
  return `error: cannot ${action} ${path} (${error.code})\n  hint: ${hint}`;
}
