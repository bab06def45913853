// A big site's page files not in the load cache (a first build, a new engine) are loaded on every core before the
// build's own load: render threads started from their bundle and the build's own thread take batches in turn, and the
// load then takes each page from the cache as if an earlier build had loaded it.
import { join } from "node:path";
import { setImmediate as turn } from "node:timers/promises";
import { pageSchema } from "../../schema/page";
import { fromFailure, type Failure } from "../emit/workers/failure";
import type { Task } from "../emit/workers/jobs";
import { WorkerPool, workerCount, workerSettingProblem } from "../emit/workers/pool";
import { LoadCache, type Outcome } from "./load-cache";
import { loadKey } from "./load-file";
import { loadPageBatch, type PageBatch } from "./page-batch";
import { emptyProject, listPageFiles, loadSite, PAGE_MODELINE, pageFileName, pageLoadOptions, sitePlaceholders } from "./project";
import { readSource } from "./read";

/** Page files to load before threads pay for their start (about a second of CPU each; a page loads in some 3 ms). */
export const PAGES_FOR_THREADS = 300;
/** Pages per message: few messages, and the runners still finish together. */
const BATCH = 20;

interface Missing {
  name: string;
  text: string;
  key: string;
}

export interface PreloadOptions {
  /** Fewer page files to load than this: nothing is done (the threads would cost more than they save). */
  minimum?: number;
  /** Loading threads; by default as many as the render will use. */
  threads?: number;
  /** Whether the build's own thread takes batches too; false leaves them all to the threads (the tests prove theirs). */
  own?: boolean;
}

/**
 * Loads the page files the load cache does not hold into it, on threads beside the build's own; returns how many the
 * threads loaded and how many in all. A thread that fails only costs time: what it held is loaded by the build's own
 * load, which reports any problem.
 */
export async function preloadPages(root: string, entry: Promise<URL>, { minimum = PAGES_FOR_THREADS, threads, own = true }: PreloadOptions = {}): Promise<{ loaded: number; inThreads: number }> {
  const none = { loaded: 0, inThreads: 0 };
  const cache = LoadCache.open(root);
  const names = listPageFiles(root);
  if (!cache || names.length < minimum || workerSettingProblem()) return none;
  const count = threads ?? workerCount(names.length);
  if (count === 0) return none;
  // site.yaml first, as the build loads it: its placeholders are part of each page's check (it is then cached too).
  const scratch = emptyProject(root);
  loadSite(scratch);
  const placeholders = sitePlaceholders(scratch);
  const options = pageLoadOptions(placeholders);
  const missing: Missing[] = [];
  for (const name of names) {
    const read = readSource(join(root, pageFileName(name)), root);
    // A file that cannot be read or decoded is the build's own load's to report.
    if (!read.ok || read.file.problems.length) continue;
    const key = loadKey(read.file, pageSchema, PAGE_MODELINE, options);
    if (!cache.has(read.file.name, key)) missing.push({ name: read.file.name, text: read.file.text, key });
  }
  if (missing.length < minimum) return none;
  const batches = Array.from({ length: Math.ceil(missing.length / BATCH) }, (_, index) => missing.slice(index * BATCH, (index + 1) * BATCH));
  let next = 0;
  const take = () => batches[next++];
  const task = (batch: Missing[]): PageBatch => ({ placeholders, files: batch.map(({ name, text }) => ({ name, text })) });
  let inThreads = 0;
  const store = (batch: Missing[], outcomes: Outcome[]) => batch.forEach(({ name, key }, index) => cache.set(name, key, outcomes[index], { owned: true }));
  // The threads start when their bundle is ready (esbuild's first run takes a second or two): the build's own thread
  // takes batches from now, one at a time, letting the threads' answers in between.
  const fromThreads = (batch: Missing[], outcomes: Outcome[]) => {
    store(batch, outcomes);
    inThreads += batch.length;
  };
  const threaded = entry.then((url) => threadsLoad(url, count, take, task, fromThreads)).catch(() => undefined);
  for (let batch = own ? take() : undefined; batch; batch = take()) {
    store(batch, loadPageBatch(task(batch)));
    await turn();
  }
  await threaded;
  return { loaded: missing.length, inThreads };
}

/** Each thread takes the next batch as soon as it answered the last; they stop when none is left. */
async function threadsLoad(entry: URL, count: number, take: () => Missing[] | undefined, task: (batch: Missing[]) => PageBatch, store: (batch: Missing[], outcomes: Outcome[]) => void) {
  const pool = new WorkerPool<Task, Outcome[], Failure>(entry, count);
  try {
    await Promise.all(
      // Two runners a thread: the pool keeps two tasks in flight on each (the first thread would take both of one).
      Array.from({ length: count * 2 }, async () => {
        for (let batch = take(); batch; batch = take()) {
          const outcomes = await pool.run({ kind: "load", batch: task(batch) }).catch((failure: Failure | Error) => Promise.reject(failure instanceof Error ? failure : fromFailure(failure)));
          store(batch, outcomes);
        }
      }),
    );
  } finally {
    await pool.close();
  }
}
