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
}

const PAGE = "pages/contact.yaml";
const TITLE = /^(  title: ).*$/m;

export const hasDevServer = () => existsSync(join(ROOT, "scripts/dev.ts"));

/** `project`: a copy to run in (a generated large site, see dev-scale.ts); by default a fresh copy of this project. */
export async function measureDevRebuild(browser: Browser, saves: number, project = copyProject("dev"), startMs = 60_000): Promise<DevRebuild> {
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
  const result: DevRebuild = { rebuildMs: [], reloadMs: [], shownMs: [], plainReloadMs: [] };
  try {
    const url = (await waitFor(/Preview: (http:\/\/127\.0\.0\.1:\d+\/)/, "preview address", startMs))[1];
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}contact`);
    const original = readFileSync(join(project.dir, PAGE), "utf8");
    for (let save = 1; save <= saves; save++) {
      const marker = `Bench save ${save}`;
      output = "";
      const started = performance.now();
      writeFileSync(join(project.dir, PAGE), original.replace(TITLE, `$1${marker} | {brand}`));
      const built = await waitFor(/pages\/contact\.yaml: built \d+ pages in (\d+) ms/, "rebuild report");
      const reported = performance.now();
      await page.waitForFunction((text) => document.title.startsWith(text), marker, { timeout: 30_000 });
      result.reloadMs.push(performance.now() - started);
      result.shownMs.push(performance.now() - reported);
      result.rebuildMs.push(Number(built[1]));
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
