// Publishing from the editor: the saved content files committed with the editor's description, then pushed (push.ts).
// git runs with fixed arguments and no shell; the files named are only the site's content, listed by git itself.
import { realpathSync } from "node:fs";
import { git, gitOk } from "../../changes/git";
import { pushWithoutForce } from "./push";
import { reviewLink } from "./review-link";
import type { Published } from "../../../src/editor/publish-api";

/** What publishing may commit: the site's words, pages, photos and the build's record of published routes. */
export const PUBLISHED_PATHS = ["site.yaml", "pages", "public", "published-routes.txt"] as const;

/** What the editor is answered: one shape, declared beside the editor's call (src/editor/publish-api.ts). */
export type PublishResult = Published;

export class PublishRefused extends Error {}

/** The repository's top folder must be the project itself, so every path git names is a project file. */
export async function repositoryOf(root: string): Promise<string> {
  const top = await git(root, ["rev-parse", "--show-toplevel"]);
  if (top.code !== 0 || realpathSync(top.stdout.trim()) !== realpathSync(root)) throw new PublishRefused("Publishing needs the site to be a git repository of its own (cloned with git); this folder is not one, so nothing was published.");
  return root;
}

/** The content files saved since the last commit (changed, new or deleted), as git lists them. */
export async function unpublishedFiles(root: string): Promise<string[]> {
  const status = await gitOk(root, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", ...PUBLISHED_PATHS], "Reading the saved changes");
  const entries = status.split("\0").filter(Boolean);
  const files: string[] = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    files.push(entry.slice(3));
    if (entry[0] === "R" || entry[0] === "C") index++; // a rename's second entry is its old name
  }
  return files.sort();
}

/** A branch name from the description: change/lower-case-words, unique among the local branches. */
export async function branchFrom(root: string, description: string): Promise<string> {
  const words = description.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 48).replace(/-+$/, "");
  const base = `change/${words || "edit"}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if ((await git(root, ["rev-parse", "--verify", "--quiet", `refs/heads/${name}`])).code !== 0) return name;
  }
}

export function checkDescription(value: unknown): string {
  if (typeof value !== "string" || !value.trim()) throw new PublishRefused("Write one line saying what this change does, e.g. \"Kuwait page: shorter hiring times\".");
  if (/[\r\n]/.test(value) || value.length > 200) throw new PublishRefused("The description is one line of at most 200 characters.");
  return value.trim();
}

/** "review" when the repository asks for changes to be proposed on a branch (git config site.publish review). */
export async function publishMode(root: string): Promise<"direct" | "review"> {
  const configured = await git(root, ["config", "--get", "site.publish"]);
  return configured.stdout.trim() === "review" ? "review" : "direct";
}

export async function publish(root: string, description: string, newBranch: boolean): Promise<PublishResult> {
  await repositoryOf(root);
  const files = await unpublishedFiles(root);
  const current = (await git(root, ["symbolic-ref", "--quiet", "--short", "HEAD"])).stdout.trim();
  const remote = await git(root, ["remote", "get-url", "origin"]);
  // Nothing new saved, but a commit an earlier publish could not send (network, a conflict since resolved): send it.
  if (!files.length && remote.code === 0 && current && (await unsent(root, current))) return send(root, current, [], undefined, remote.stdout);
  if (!files.length) throw new PublishRefused("Nothing to publish: every saved change is already published.");
  if (!current && !newBranch) throw new PublishRefused("This copy of the site is not on a branch, so there is nowhere to publish to; choose \"on a new branch\".");
  const branch = newBranch ? await branchFrom(root, description) : current;
  if (newBranch) await gitOk(root, ["switch", "--quiet", "-c", branch], "Starting the new branch");
  // The files first (new ones included), then a commit of exactly those paths: anything else staged stays out.
  await gitOk(root, ["add", "--all", "--", ...files], "Adding the saved files");
  await gitOk(root, ["commit", "--quiet", "--no-verify", "-m", description, "--only", "--", ...files], "Committing");
  return send(root, branch, files, newBranch ? current || undefined : undefined, remote.code === 0 ? remote.stdout : undefined);
}

/** True when the branch has commits its copy on the remote (as last seen) does not have. */
export async function unsent(root: string, branch: string): Promise<boolean> {
  const seen = await git(root, ["rev-parse", "--verify", "--quiet", `refs/remotes/origin/${branch}`]);
  if (seen.code !== 0) return true;
  return (await gitOk(root, ["rev-list", "--count", `${seen.stdout.trim()}..HEAD`], "Comparing with the remote")).trim() !== "0";
}

async function send(root: string, branch: string, files: string[], base: string | undefined, remoteUrl: string | undefined): Promise<PublishResult> {
  const pushed = remoteUrl !== undefined ? await pushWithoutForce(root, branch) : undefined;
  const commit = (await gitOk(root, ["rev-parse", "--short", "HEAD"], "Reading the commit")).trim();
  if (pushed && !pushed.ok) throw new PublishRefused(pushed.error);
  const review = remoteUrl !== undefined ? reviewLink(remoteUrl, branch, base) : undefined;
  return { branch, commit, files, pushed: !!pushed, rebased: pushed?.ok === true && pushed.rebased, ...(review ? { review } : {}) };
}
