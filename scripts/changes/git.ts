// Runs git with fixed arguments and no shell (execFile), the only way the changes list and publishing call it.
import { execFile, spawn } from "node:child_process";

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** git's output, never thrown: callers turn a failure into plain words for the editor. */
export function git(cwd: string, args: readonly string[]): Promise<GitResult> {
  return new Promise((resolve) => {
    // LC_ALL=C: the messages publishing reads (rejected, conflict) are the same on every machine.
    // GIT_TERMINAL_PROMPT=0: a push that needs a password fails at once instead of waiting for a terminal nobody sees.
    const env = { ...process.env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0" };
    execFile("git", [...args], { cwd, env, maxBuffer: 64 * 1024 * 1024, encoding: "utf8" }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** git refused: the message says what we were doing, then git's own words. */
export class GitFailed extends Error {}

/** Like git(), but a failure throws with git's own words after ours. */
export async function gitOk(cwd: string, args: readonly string[], what: string): Promise<string> {
  const result = await git(cwd, args);
  if (result.code !== 0) throw new GitFailed(`${what} failed: ${result.stderr.trim() || result.stdout.trim()}`);
  return result.stdout;
}

/** Unpacks the project's files at a revision into dir: `git archive | tar -x`, both without a shell. */
export function extractRevision(repo: string, revision: string, dir: string, paths: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = spawn("git", ["archive", "--format=tar", revision, "--", ...paths], { cwd: repo, env: { ...process.env, LC_ALL: "C" } });
    const tar = spawn("tar", ["-x", "-f", "-", "-C", dir]);
    let errors = "";
    archive.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    tar.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    archive.stdout.pipe(tar.stdin);
    let left = 2;
    let failed = false;
    const done = (code: number | null) => {
      if (code !== 0) failed = true;
      if (--left > 0) return;
      if (failed) reject(new GitFailed(`could not read the site as it was at ${revision}: ${errors.trim()}`));
      else resolve();
    };
    archive.on("close", done);
    tar.on("close", done);
  });
}
