// The render cache's files (.cache/render/KEY.page, see render-cache.ts) by name, and how the folder is kept near the
// size of the site: every render a build makes adds a file, and a site-wide edit at 1,700 pages adds 1,700.
import { lstatSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const SUFFIX = ".page";

/** The file of the render with this key. */
export const renderFile = (dir: string, key: string) => join(dir, `${key}${SUFFIX}`);

/** The renders the folder holds (none when it is missing). */
export function renderCount(dir: string): number {
  try {
    return readdirSync(dir).filter((name) => name.endsWith(SUFFIX)).length;
  } catch {
    return 0;
  }
}

/** Whether the render cache folder `dir` holds fewer renders than `pages` (none at all, or no folder: a first build). */
export const fewerCached = (dir: string | undefined, pages: number) => !dir || renderCount(dir) < pages;

/** Room kept for renders of other builds (the dev server's, another output folder's) beyond twice the site. */
const SPARE = 64;

/**
 * Once the folder holds more than twice the renders a build used and SPARE more, the others go, oldest first, down to
 * twice that many; so do the temporary files of a build stopped half-way. Never throws: the cache only saves time.
 */
export function pruneRenders(dir: string, used: ReadonlySet<string>) {
  try {
    const names = readdirSync(dir);
    if (names.length <= 2 * used.size + SPARE) return;
    const others = names.filter((name) => !(name.endsWith(SUFFIX) && used.has(name.slice(0, -SUFFIX.length))));
    const aged = others.map((name) => ({ name, time: lstatSync(join(dir, name)).mtimeMs })).sort((a, b) => a.time - b.time || (a.name < b.name ? -1 : 1));
    for (const { name } of aged.slice(0, names.length - 2 * used.size)) rmSync(join(dir, name), { force: true });
  } catch {
    // Left as it is, it is pruned by the next build.
  }
}
