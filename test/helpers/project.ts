// Throwaway copies of a project in the system temp dir, for tests that break or add files (validate, dev, new-country).
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { CACHE_DIR, cachePath } from "../../src/pipeline/cache";
import { MARKER, MARKER_TEXT } from "../../src/pipeline/emit/out-dir";
import { ROOT } from "./site";

export const FIXTURES = join(ROOT, "test/fixtures");

/**
 * "fixture": the small site in test/fixtures/project (with the real public/ under it, for the translations).
 * "real": the real site.yaml, pages/, public/ and schema/, with package.json so `npm run …` works there.
 * With `code` (the default for "real"), the code is copied too, like a fresh clone: tsx applies tsconfig.json (JSX) only to files under the folder it is
 * run in, and esbuild bundles src/ from there. Only node_modules/ is linked.
 */
export function tempProject(kind: "fixture" | "real", { code = kind === "real", warmCache = true } = {}): string {
  const dir = newProjectDir();
  const copy = (from: string, to = from) => cpSync(join(ROOT, from), join(dir, to), { recursive: true });
  copy("public");
  if (kind === "fixture") cpSync(join(FIXTURES, "project"), dir, { recursive: true });
  else ["site.yaml", "pages", "schema"].forEach((name) => copy(name));
  // In-process checks need no code of their own; builds (esbuild reads src/) and child processes do.
  if (code) ["src", "scripts", "build.ts", "package.json", "tsconfig.json"].forEach((name) => copy(name));
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  if (warmCache) seedCache(dir);
  return dir;
}

/** A copy of a project made by tempProject (and changed since), with a cache of its own seeded as tempProject seeds one. */
export function copyOfProject(from: string): string {
  const dir = newProjectDir();
  cpSync(from, dir, { recursive: true, filter: (path) => relative(from, path) !== CACHE_DIR });
  seedCache(dir);
  return dir;
}

/** The slots this process has taken: never taken again by it, since the tools keep facts about a project by its path. */
const taken = new Set<number>();

/**
 * A new empty folder for a copy: the first free one of a few fixed paths (a folder taken is a folder that exists;
 * mkdir claims one atomically, even between the suite's processes). tsx keys its compile cache by a file's path as well
 * as its content, so a process run in a copy at a fresh path compiled the copy's code anew (1 to 2.5 s of processor
 * time each); at a path another test process used before, it finds what was compiled there. Within one process a path
 * is used once, as a temporary folder's would be: the tools remember a project by its path (src/pipeline/cache.ts).
 */
function newProjectDir(): string {
  for (let slot = 0; ; slot++) {
    if (taken.has(slot)) continue;
    const dir = join(tmpdir(), `site-project-${slot}`);
    try {
      mkdirSync(dir);
      taken.add(slot);
      return dir;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/** Kept by content (every input, the engine's code included, in the name), so sharing them cannot change a result; only the time it takes. */
const CONTENT_CACHES = ["social-cards", "compressed", "fonts", "render"];

/**
 * The copy starts with the suite's own cards, compressed files, font cuts and rendered pages, linked (the tools write aside and rename,
 * never into a file), as a developer's second build would: each test build then pays only for what it changed.
 */
function seedCache(dir: string) {
  for (const name of CONTENT_CACHES) {
    const from = join(ROOT, CACHE_DIR, name);
    if (!existsSync(from)) continue;
    const to = cachePath(dir, name);
    mkdirSync(to, { recursive: true });
    for (const file of readdirSync(from)) if (!/\.\d+$/.test(file) && statSync(join(from, file)).isFile()) linkSync(join(from, file), join(to, file));
  }
}

export const removeProject = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** `work` on a fresh copy made by tempProject, the copy removed after it whatever happens. */
export async function inTempProject<T>(kind: "fixture" | "real", options: Parameters<typeof tempProject>[1], work: (root: string) => T | Promise<T>): Promise<T> {
  const root = tempProject(kind, options);
  try {
    return await work(root);
  } finally {
    removeProject(root);
  }
}

/** Every file under `at` (or `at` itself when it is a file), by its path relative to `root`; none when it is missing. */
export function filesUnder(root: string, at = root): string[] {
  if (!existsSync(at)) return [];
  if (!statSync(at).isDirectory()) return [relative(root, at)];
  return readdirSync(at).flatMap((name) => filesUnder(root, join(at, name)));
}

/** Every file under a directory with its bytes, to prove a failed build left it exactly as it was. */
export function snapshot(dir: string): Map<string, string> {
  return new Map(filesUnder(dir).map((file) => [file, readFileSync(join(dir, file)).toString("base64")]));
}

/** A dist/ as an earlier build might have left it. */
export function previousDist(root: string): string {
  const dist = join(root, "dist");
  const files: Record<string, string> = {
    "index.html": "<!DOCTYPE html><title>previous build</title>\n",
    "for-testland/index.html": "<!DOCTYPE html><title>previous Testland</title>\n",
    "assets/client-OLD.js": "console.log('previous');\n",
    "sitemap.xml": "<urlset></urlset>\n",
    [MARKER]: MARKER_TEXT,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
  return dist;
}
