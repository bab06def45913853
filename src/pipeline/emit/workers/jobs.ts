// The build's per-page work (a route rendered to HTML, a social card drawn), done in the build's own thread or spread
// over render threads: the same function does each task in both, so the bytes cannot depend on where it ran.
import { existsSync, readFileSync } from "node:fs";
import type { PageData } from "../../../app/page-data";
import type { ClientScripts } from "../bundle";
import type { RouteLanguage } from "../render";
import type { RenderedPage } from "../render-cache";
import { keptCut, type FontCut } from "../fonts";
import { cardFile } from "../social-card/key";
import type { CardText } from "../social-card/layout";
import type { PageOutput, WrittenPage } from "./written-page";
import { fromFailure, type Failure } from "./failure";
import { WorkerPool } from "./pool";
import type { WarmThreads } from "./warm-threads";

/** What a thread loads without a bundle (thread-bundle.ts): tsx registered, then the sources. */
export const TSX_ENTRY = new URL("./thread.mjs", import.meta.url);

/** What rendering a language's routes reads: told to every thread once, before its routes. */
export interface RouteContext extends RouteLanguage {
  scripts: ClientScripts;
  /** The render cache's folder (.cache/render/); none: every route is rendered. */
  renderCache?: string;
}

export type Task =
  | { kind: "page"; language: number; page: PageData | null; path: string; key?: string; output?: PageOutput }
  | { kind: "card"; dir: string; text: CardText; logo: string; logoPath?: string; coverageDir?: string }
  | { kind: "font"; cut: FontCut; cacheDir: string }
  | { kind: "coverage"; file: string; cacheDir?: string }
  /** A thread started early loads what it will need (warm-threads.ts). */
  | { kind: "warm"; work: "cards" | "pages" }
  /** The compressed copies of the pages a thread wrote, still waiting for their batch (written-page.ts). */
  | { kind: "copies" };

/** Sent to every thread: the languages' contexts, by their index in the output. */
export interface LanguageMessage {
  language: number;
  context: RouteContext;
}

/** A rendered route (see render-cache.ts), or its files written where it was rendered (written-page.ts). */
export type PageResult = RenderedPage | WrittenPage;

/** What a task gives: a page, a card or a font's bytes, a font's code points, nothing (a thread warmed). */
export type TaskResult = PageResult | Uint8Array | Set<number> | undefined;

/** Each renderer's module, imported once: an import() per page still goes through tsx's loader (0.4 s at 1,700 pages). */
let cardsModule: Promise<typeof import("../social-card/cards")> | undefined;
let renderCacheModule: Promise<typeof import("../render-cache")> | undefined;
const renderModule = () => (renderCacheModule ??= import("../render-cache"));

/**
 * Does one task with the languages told so far. The renderers are loaded on first use: a thread that only draws
 * cards never loads React, one that only renders never loads satori.
 */
export async function perform(languages: ReadonlyMap<number, RouteContext>, task: Task): Promise<TaskResult> {
  if (task.kind === "warm") return void (await warm(task.work));
  if (task.kind === "copies") return void (await import("./written-page")).writeCopies();
  if (task.kind === "coverage") return (await import("../social-card/coverage")).fileCoverage(task.file, task.cacheDir);
  if (task.kind === "font") return (await import("../fonts")).cutFont(task.cut, task.cacheDir);
  if (task.kind === "card") return (await (cardsModule ??= import("../social-card/cards"))).drawCard(task.dir, task.text, task.logo, task.logoPath, task.coverageDir);
  const context = languages.get(task.language);
  if (!context) throw new Error(`no language ${task.language} was sent to the render thread`);
  const { renderCached } = await renderModule();
  const rendered = renderCached(context.renderCache, context, task.page, task.path, task.key);
  return task.output ? (await import("./written-page")).writePage(rendered, task.output, context.scripts.consent.url) : rendered;
}

/** The modules a thread's work loads (satori, resvg and HarfBuzz for cards; React and the sections for pages). */
const warm = (work: "cards" | "pages") =>
  work === "cards" ? Promise.all([(cardsModule ??= import("../social-card/cards")), import("../social-card/render"), import("../fonts")]) : Promise.all([renderModule(), import("./written-page")]);

export interface Jobs {
  /** Tasks worth having in flight at once: enough to keep every thread busy, few enough to hold little. */
  readonly width: number;
  language(index: number, context: RouteContext): void;
  /**
   * `key`: the route's render key when the caller has it (routeKey in render-cache.ts), so it is not made again;
   * `output`: where a thread writes the route's files itself (a route taken from the render cache comes back whole).
   */
  page(language: number, page: PageData | null, path: string, key?: string, output?: PageOutput): Promise<PageResult>;
  /** A card from the cache, read here, or drawn (in a thread of the cards' own: see cardsDrawn). */
  card(dir: string, text: CardText, logo: string, logoPath: string | undefined, coverageDir?: string): Promise<Uint8Array>;
  /** A language's font file from the cache, read here, or cut (in the cards' thread: HarfBuzz's memory ends with it). */
  font(cut: FontCut, cacheDir: string): Promise<Uint8Array>;
  /**
   * Stops the cards' threads once every card is drawn and every font cut. Pages rendered meanwhile get only the threads
   * the cards leave (none when the cards have them all), so no more threads run than the build would start, and the
   * rest start now.
   */
  cardsDrawn(): Promise<void>;
  /** Every page's files written, copies included, wherever it was rendered: before the build takes its folder. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** A task done by a thread of `pool`; its failure as the build's own thread would have thrown it. */
export const run = <T>(pool: Pool, task: Task) => pool.run(task).catch((failure: Failure | Error) => Promise.reject(failure instanceof Error ? failure : fromFailure(failure))) as Promise<T>;

/** Pages not in the render cache that the build renders itself before it starts the render threads. */
const PAGES_BEFORE_THREADS = 16;

/** Cards to draw (not in the cache) before the cards get every thread: a card takes some 150 ms, a thread's start a second, and each thread holds some 150 MiB (a second one took a cold build of 1,700 pages past 600 MiB). */
const CARDS_FOR_EVERY_THREAD = 64;

export type Pool = WorkerPool<Task, TaskResult, Failure>;

/**
 * `threads`: 0 does every task here; more starts that many render threads (see workerCount in pool.ts). `eager`: the
 * threads render every page not in the render cache (BUILD_WORKERS set), not only those past the first few. `entry`:
 * the threads' code (thread-bundle.ts). `warm`: threads started already (warm-threads.ts), given the cards and the pages.
 */
export function startJobs(threads: number, eager = false, entry: URL = TSX_ENTRY, warm?: WarmThreads): Jobs {
  const languages = new Map<number, RouteContext>();
  if (threads === 0) {
    return {
      width: 1,
      language: (index, context) => void languages.set(index, context),
      page: (language, page, path, key) => perform(languages, { kind: "page", language, page, path, key }) as Promise<PageResult>,
      card: (dir, text, logo, logoPath, coverageDir) => perform(languages, { kind: "card", dir, text, logo, logoPath, coverageDir }) as Promise<Uint8Array>,
      font: (cut, cacheDir) => perform(languages, { kind: "font", cut, cacheDir }) as Promise<Uint8Array>,
      cardsDrawn: async () => undefined,
      settle: () => perform(languages, { kind: "copies" }).then(() => undefined),
      close: dropWaiting,
    };
  }
  const start = (size = threads): Pool => new WorkerPool(entry, size);
  let cards: Pool | undefined = warm?.cards;
  let toDraw = 0;
  let pages: Pool | undefined = warm?.pages;
  let missed = 0;
  /** The threads start once more than a few pages are not in the render cache: a rebuild with few changes starts none. */
  const pagePool = () => {
    if (pages) return pages;
    pages = start(Math.max(0, threads - (cards?.size ?? 0)));
    for (const [language, context] of languages) pages.broadcast({ language, context } satisfies LanguageMessage);
    return pages;
  };
  return {
    width: threads * 4,
    language: (index, context) => {
      languages.set(index, context);
      pages?.broadcast({ language: index, context } satisfies LanguageMessage);
    },
    page: async (language, page, path, key, output) => {
      const context = languages.get(language);
      const cached = context?.renderCache ? (await renderModule()).cachedRoute(context.renderCache, context, page, path, key) : undefined;
      if (cached) return cached;
      const task: Task = { kind: "page", language, page, path, key, output };
      // A few pages are rendered here: a thread takes a second to start, a page some 20 ms.
      return !eager && ++missed <= PAGES_BEFORE_THREADS && !pages ? (perform(languages, task) as Promise<PageResult>) : run<PageResult>(pagePool(), task);
    },
    card: async (dir, text, logo, logoPath, coverageDir) => {
      const file = cardFile(dir, text, logo);
      if (existsSync(file)) return readFileSync(file);
      // One thread for a few cards (satori and resvg hold some 150 MiB a thread); all of them for many.
      cards ??= start(1);
      if (++toDraw === CARDS_FOR_EVERY_THREAD) while (cards.size + (pages?.size ?? 0) < threads) cards.grow();
      return run<Uint8Array>(cards, { kind: "card", dir, text, logo, logoPath, coverageDir });
    },
    font: async (cut, cacheDir) => keptCut(cut, cacheDir) ?? run<Uint8Array>((cards ??= start(1)), { kind: "font", cut, cacheDir }),
    cardsDrawn: async () => {
      await cards?.close();
      cards = undefined;
      while (pages && pages.size < threads) pages.grow();
    },
    // The build's own thread wrote the first pages; each page thread, the pages it rendered.
    settle: async () => {
      const threads = pages?.everyThread({ kind: "copies" }).catch((failure: Failure | Error) => Promise.reject(failure instanceof Error ? failure : fromFailure(failure)));
      await Promise.all([perform(languages, { kind: "copies" }), threads]);
    },
    close: async () => void (await Promise.all([cards?.close(), pages?.close(), dropWaiting()])),
  };
}

/** After settle, nothing waits; after a failure, what waits belongs to a staging folder the build removes. */
const dropWaiting = async () => (await import("./written-page")).dropCopies();
