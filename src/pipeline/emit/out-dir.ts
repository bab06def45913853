// Which folder a build may replace: one it made itself (it carries the marker file), never the project or its sources.
import { existsSync, lstatSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Written first into every build; a folder without it is not the build's to replace or delete. */
export const MARKER = ".site-build";
export const MARKER_TEXT = "This folder is written by npm run build, which replaces or rewrites its files on every build. Do not keep other files here.\n";

/** What a project folder holds: a folder with any of these is somebody's work, whatever it is called. */
const SOURCES = ["site.yaml", "pages", "src", "package.json", ".git"];

/** A folder written before the marker existed: the exact files every build writes. */
const LEGACY = ["index.html", "404.html", "_headers", "sitemap.xml"];

/** Whether the build made this folder, so it may replace or delete it. */
export function madeByBuild(dir: string): boolean {
  try {
    if (!lstatSync(dir).isDirectory()) return false;
    if (existsSync(join(dir, MARKER))) return true;
    return LEGACY.every((name) => existsSync(join(dir, name))) && !SOURCES.some((name) => existsSync(join(dir, name)));
  } catch {
    return false;
  }
}

export interface Refusal {
  message: string;
  hint: string;
}

/** Why the build may not write its output into `outDir`, or undefined when it may. */
export function refuseOutDir(root: string, outDir: string): Refusal | undefined {
  const shown = relative(root, outDir) || ".";
  const elsewhere = "build into a folder of its own: leave out --out for dist/, or name a new folder, e.g. --out site-out";
  if (outDir === root || root.startsWith(outDir.endsWith(sep) ? outDir : outDir + sep)) {
    return { message: `--out ${shown} is the project folder or holds it; the build replaces its output folder whole`, hint: elsewhere };
  }
  let stat;
  try {
    stat = lstatSync(outDir);
  } catch {
    return undefined; // a new folder
  }
  if (stat.isSymbolicLink()) return { message: `--out ${shown} is a symbolic link`, hint: `${elsewhere}; the build never writes through links` };
  if (!stat.isDirectory()) return { message: `--out ${shown} is a file, not a folder`, hint: elsewhere };
  const sources = SOURCES.filter((name) => existsSync(join(outDir, name)));
  if (sources.length) return { message: `--out ${shown} holds ${sources.join(", ")}: it is a project, not a build`, hint: elsewhere };
  if (readdirSync(outDir).length && !madeByBuild(outDir)) {
    return { message: `--out ${shown} holds files the build did not make (it has no ${MARKER} file)`, hint: `${elsewhere}; or, if nothing in it is needed, delete the folder yourself and build again` };
  }
  return undefined;
}
