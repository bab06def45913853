// A page's published versions from git (the last 20), one version's text, and a restore that is a new saved change.
import { git } from "../../changes/git";
import { pageFileName } from "../../../src/pipeline/load/project";
import type { Version as ListedVersion } from "../../../src/editor/publish-api";

/** A version as the editor lists it (src/editor/publish-api.ts), and the file's name in it. */
export interface Version extends ListedVersion {
  /** The file's name in that version (a page renamed since had another). */
  file: string;
}

const FIELDS = ["%H", "%h", "%aI", "%an", "%s"].join("%x1f");

/** The last 20 commits that changed the page's file, newest first, following it across renames. */
export async function pageHistory(root: string, page: string): Promise<Version[]> {
  const file = pageFileName(page);
  const log = await git(root, ["log", "-n", "20", "--follow", "--name-only", `--format=%x1e${FIELDS}`, "--", file]);
  if (log.code !== 0) return [];
  return log.stdout.split("\x1e").filter((entry) => entry.trim()).map((entry) => {
    const [header, ...names] = entry.split("\n");
    const [commit, short, date, author, description] = header.split("\x1f");
    return { commit, short, date, author, description, file: names.find((name) => name.trim())?.trim() ?? file };
  });
}

/** The page's text in one of its listed versions; undefined for a commit not in its history. */
export async function versionText(root: string, page: string, commit: unknown): Promise<{ version: Version; text: string } | undefined> {
  if (typeof commit !== "string" || !/^[0-9a-f]{7,40}$/.test(commit)) return undefined;
  const version = (await pageHistory(root, page)).find((entry) => entry.commit.startsWith(commit));
  if (!version) return undefined;
  const shown = await git(root, ["show", `${version.commit}:${version.file}`]);
  return shown.code === 0 ? { version, text: shown.stdout } : undefined;
}
