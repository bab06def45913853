// The dev server's answer to a YAML save: the rebuild time it reports, and the time until the open page has reloaded
// with the change. Runs `npm run dev`'s script in a project copy, so the working tree is never edited.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { spawnDev, stopDev } from "./dev-process";
import { copyProject } from "./project-copy";
import { ROOT } from "./run";

export interface DevRebuild {
  /** From the first file event to the finished build, as the dev server reports it. */
  rebuildMs: number[];
  /** From writing the file to the open page showing the change. */
  reloadMs: number[];
  /** From the dev server's report of the build (as this process reads it) to the open page showing the change. */
  shownMs: number[];
  /** The same page reloaded with nothing changed, until its title shows: what the preview's reload costs alone. */
  plainReloadMs: number[];
  /** The builder's own time for each save, as it reports it. */
  buildMs: number[];
  /** The split of each save: file written → the watcher's first event (the server's `since`). */
  watchMs: number[];
  /** The watcher's first event → the builder's reply at the server, less the build itself: settling, queue, IPC. */
  queueMs: number[];
  /** The server holding the reply → the open page hearing the build's event. */
  eventMs: number[];
  /** The page hearing the event → the page showing the change. */
  showMs: number[];
  /** How many saves the open page took in place (without a reload). */
  inPlace: number;
}

const PAGE = "pages/contact.yaml";
const TITLE = /^(  title: ).*$/m;

export const hasDevServer = () => existsSync(join(ROOT, "scripts/dev.ts"));

/**
 * `project`: a copy to run in (a generated large site, see dev-scale.ts); by default a fresh copy of this project.
 * `settleMs`: how long the page is left open before the first save (an editor's first save rarely comes the moment
 * the preview opens, while the dev server and the browser are still busy with the first build).
 */
export async function measureDevRebuild(browser: Browser, saves: number, project = copyProject("dev"), startMs = 60_000, settleMs = 0): Promise<DevRebuild> {
  const child = spawnDev(project.dir);
  let output = "";
  const waiters: { pattern: RegExp; resolve: (match: RegExpExecArray) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk;
    for (const waiter of [...waiters]) {
      const match = waiter.pattern.exec(output);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const waitFor = (pattern: RegExp, what: string, ms = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dev server: no ${what} within ${ms / 1000} s; its output:\n${output.slice(-2000)}`)), ms);
      waiters.push({ pattern, resolve: (match) => (clearTimeout(timer), resolve(match)) });
      onData(Buffer.alloc(0));
    });
  const result: DevRebuild = { rebuildMs: [], reloadMs: [], shownMs: [], plainReloadMs: [], buildMs: [], watchMs: [], queueMs: [], eventMs: [], showMs: [], inPlace: 0 };
  try {
    const url = (await waitFor(/Preview: (http:\/\/127\.0\.0\.1:\d+\/)/, "preview address", startMs))[1];
    const context = await browser.newContext();
    const page = await context.newPage();
    // When the page hears each build: a second listener on the dev server's events (the page's own is the same stream).
    const heard = new Map<number, number>();
    await page.exposeFunction("benchHeard", (build: number, at: number) => heard.has(build) || heard.set(build, at));
    await page.addInitScript(() => {
      const hear = (globalThis as unknown as { benchHeard: (build: number, at: number) => void }).benchHeard;
      new EventSource("/__dev/events").addEventListener("state", (event) => hear(JSON.parse((event as MessageEvent<string>).data).build, Date.now()));
    });
    await page.goto(`${url}contact`);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    // Playwright sets up its own script in the page at its first wait: done here, so the first save does not pay it.
    await page.waitForFunction(() => document.title !== "", undefined, { timeout: 30_000 });
    const original = readFileSync(join(project.dir, PAGE), "utf8");
    const run = Date.now().toString(36);
    for (let save = 1; save <= saves; save++) {
      // New words on every run: a save renders its page, as an editor's does, rather than finding it in the render cache.
      const marker = `Bench save ${save} ${run}`;
      output = "";
      // Gone after a reload, kept by a page that took the build in place.
      await page.evaluate(() => ((window as unknown as { benchKept?: boolean }).benchKept = true));
      const lastBuild = Math.max(0, ...heard.keys());
      const started = performance.now();
      const wrote = Date.now();
      writeFileSync(join(project.dir, PAGE), original.replace(TITLE, `$1${marker} | {brand}`));
      const built = await waitFor(/pages\/contact\.yaml: built \d+ pages in (\d+) ms \(build (\d+) ms\)/, "rebuild report");
      const reported = performance.now();
      const reportedAt = Date.now();
      await page.waitForFunction((text) => document.title.startsWith(text), marker, { timeout: 30_000 });
      const shownAt = Date.now();
      result.reloadMs.push(performance.now() - started);
      result.shownMs.push(performance.now() - reported);
      result.rebuildMs.push(Number(built[1]));
      result.buildMs.push(Number(built[2]));
      while (![...heard.keys()].some((build) => build > lastBuild)) await new Promise((resolve) => setTimeout(resolve, 5));
      const heardAt = heard.get(Math.max(...heard.keys()))!;
      // The server prints its report and sends the event at once: whichever this process heard first is the nearer.
      const replyAt = Math.min(reportedAt, heardAt);
      result.watchMs.push(replyAt - Number(built[1]) - wrote);
      result.queueMs.push(Number(built[1]) - Number(built[2]));
      result.eventMs.push(heardAt - replyAt);
      result.showMs.push(shownAt - heardAt);
      if (await page.evaluate(() => (window as unknown as { benchKept?: boolean }).benchKept)) result.inPlace++;
      // Let the watcher settle, so the next save is a burst of its own.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    for (let reload = 0; reload < saves; reload++) {
      const started = performance.now();
      await page.reload({ waitUntil: "commit" });
      await page.waitForFunction(() => document.title.startsWith("Bench save"), undefined, { timeout: 30_000 });
      result.plainReloadMs.push(performance.now() - started);
    }
    await context.close();
  } finally {
    await stopDev(child);
    project.remove();
  }
  return result;
}
