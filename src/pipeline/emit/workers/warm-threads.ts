// A first build's render threads started as soon as its YAML is loaded, while the build's own thread checks it and
// the other core would idle: one reads the card fonts' code points for the glyph check, then loads satori and resvg
// to draw the cards; the rest load React and the sections to render pages. The build then hands them its work (jobs.ts).
import { readdirSync } from "node:fs";
import { cachePath } from "../../cache";
import { fewerCached } from "../render-files";
import { cardFontFiles } from "../social-card/fonts";
import type { FontName } from "../fonts";
import { run, type Pool } from "./jobs";
import { WorkerPool } from "./pool";

export interface WarmThreads {
  /** One thread, the cards' and the card fonts' (see font-reader.ts), when cards are to be drawn. */
  cards?: Pool;
  /** The page threads the build starts beside the cards' thread, when pages are to be rendered. */
  pages?: Pool;
  close(): Promise<void>;
}

/** What a build has to make: cards or fonts (none kept yet), pages (fewer renders kept than it has). */
export interface WarmWork {
  cards: boolean;
  pages: boolean;
}

/** What a build of the site at `root` with `pages` pages will make, by its caches. */
export function warmWork(root: string, pages: number): WarmWork {
  return { cards: !holds(cachePath(root, "social-cards"), ".png") || !holds(cachePath(root, "fonts"), ".woff2"), pages: fewerCached(cachePath(root, "render"), pages) };
}

/** Whether the folder `dir` holds a file ending in `suffix` (a card, a cut font). */
function holds(dir: string, suffix: string): boolean {
  try {
    return readdirSync(dir).some((name) => name.endsWith(suffix));
  } catch {
    return false;
  }
}

/**
 * `threads`: as many as the build would start (workerCount in pool.ts), so no more run than it would; `fonts`: the
 * languages' card typefaces, whose files' code points are read first, kept in `coverageDir`. None for a build with
 * nothing to draw or render, or a single thread (it would draw the cards, then render).
 */
export function warmThreads(entry: URL, threads: number, work: WarmWork, fonts: (FontName | undefined)[], coverageDir: string): WarmThreads | undefined {
  if (threads < 2 || !(work.cards || work.pages)) return undefined;
  const cards: Pool | undefined = work.cards ? new WorkerPool(entry, 1) : undefined;
  const pages: Pool | undefined = work.pages ? new WorkerPool(entry, threads - (cards ? 1 : 0)) : undefined;
  if (cards) {
    // Read again through this thread by the glyph check, which then finds them read: a failure is its to report.
    for (const file of new Set(fonts.flatMap((font) => cardFontFiles(font).map((entry) => entry.file)))) run(cards, { kind: "coverage", file, cacheDir: coverageDir }).catch(() => undefined);
    run(cards, { kind: "warm", work: "cards" }).catch(() => undefined);
  }
  for (let thread = 0; thread < (pages?.size ?? 0); thread++) run(pages!, { kind: "warm", work: "pages" }).catch(() => undefined);
  return { cards, pages, close: async () => void (await Promise.all([cards?.close(), pages?.close()])) };
}
