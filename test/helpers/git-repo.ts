// Real git repositories for the publishing tests: a project folder made a repository, and a bare "remote" on disk.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** git with fixed arguments and a fixed author, so commits in tests never depend on the machine's git settings. */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, LC_ALL: "C", GIT_AUTHOR_NAME: "Test Editor", GIT_AUTHOR_EMAIL: "editor@test.invalid", GIT_COMMITTER_NAME: "Test Editor", GIT_COMMITTER_EMAIL: "editor@test.invalid" },
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** Makes dir a repository on branch main with everything in it committed (node_modules and caches ignored). */
export function makeRepo(dir: string, ignore = ["node_modules", ".cache", "dist", "dist.tmp-*"]): string {
  gitIn(dir, "init", "-q", "-b", "main");
  gitIn(dir, "config", "user.name", "Test Editor");
  gitIn(dir, "config", "user.email", "editor@test.invalid");
  gitIn(dir, "config", "commit.gpgsign", "false");
  writeFileSync(join(dir, ".gitignore"), ignore.map((line) => `${line}\n`).join(""));
  gitIn(dir, "add", "-A");
  gitIn(dir, "commit", "-q", "-m", "The site as it was");
  return gitIn(dir, "rev-parse", "HEAD");
}

/** A bare repository in the temp dir, added to dir as origin, with main pushed to it. */
export function makeRemote(dir: string): string {
  const remote = mkdtempSync(join(tmpdir(), "site-remote-"));
  gitIn(remote, "init", "-q", "--bare", "-b", "main");
  gitIn(dir, "remote", "add", "origin", remote);
  gitIn(dir, "push", "-q", "origin", "main");
  gitIn(dir, "branch", "-q", "--set-upstream-to=origin/main", "main");
  return remote;
}

/** Every ref of a repository with its commit: the remote's refs before and after, to prove they only moved forward. */
export function refsOf(repo: string): Map<string, string> {
  const lines = gitIn(repo, "for-each-ref", "--format=%(refname) %(objectname)").split("\n").filter(Boolean);
  return new Map(lines.map((line) => line.split(" ") as [string, string]));
}

/** True when `ancestor` is older than or equal to `commit` in repo: the ref moved forward, never sideways. */
export function isAncestor(repo: string, ancestor: string, commit: string): boolean {
  try {
    gitIn(repo, "merge-base", "--is-ancestor", ancestor, commit);
    return true;
  } catch {
    return false;
  }
}
