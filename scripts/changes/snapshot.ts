// Loads the site as it was at a git revision (or as it is on disk) into the typed model the changes are computed from.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { loadProject } from "../../src/pipeline/load/project";
import type { Project } from "../../src/pipeline/model";
import { extractRevision, git } from "./git";

/** What the changes are computed from: site.yaml, the pages and their translations, and public/ (words and photos). */
export const CONTENT_PATHS = ["site.yaml", "pages", "public"] as const;

/** The site at a version could not be read: said in plain words, for the command's error line and the editor. */
export class ChangesUnavailable extends Error {}

export interface Snapshot {
  project: Project;
  /** Each file in public/ by its address (/images/logo.svg) → a hash of its bytes, so a replaced photo is a change. */
  files: Map<string, string>;
}

function hashPublic(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(`/${relative(join(root, "public"), path).split("\\").join("/")}`, createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 8));
    }
  };
  if (existsSync(join(root, "public"))) walk(join(root, "public"));
  return files;
}

export function snapshotOf(root: string): Snapshot {
  const project = loadProject(root);
  if (!project.site) throw new ChangesUnavailable("site.yaml could not be read there, so what changed cannot be worked out; run npm run validate on that version");
  return { project, files: hashPublic(root) };
}

/** The site at a revision; the temp copy is removed once it is loaded (the model keeps what it needs). */
export async function snapshotAt(repo: string, revision: string): Promise<Snapshot> {
  // A version is never an option: "--…" would be read as one by git archive.
  const known = revision.startsWith("-") ? { code: 1 } : await git(repo, ["rev-parse", "--verify", "--quiet", `${revision}^{commit}`]);
  if (known.code !== 0) throw new ChangesUnavailable(`"${revision}" is not a version git knows here (a branch, a tag or a commit)`);
  const dir = mkdtempSync(join(tmpdir(), "site-changes-"));
  try {
    const listed = await git(repo, ["ls-tree", "--name-only", revision, "--", ...CONTENT_PATHS]);
    const present = listed.stdout.split("\n").filter(Boolean);
    if (present.length) await extractRevision(repo, revision, dir, present);
    return snapshotOf(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
