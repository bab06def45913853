// A site's page files loaded on two cores: a load thread (load-thread.ts) takes them from the end of the list while the
// build's own thread loads from its start, until the two meet. Each file is claimed in shared memory first, so none is
// loaded twice, and the load stays synchronous: the thread's outcomes go into the load cache, where the build's own
// load then finds them, in the files' order, exactly as if it had made them.
import { MessageChannel, receiveMessageOnPort, type MessagePort, type Worker } from "node:worker_threads";
import { bundledFile, codeRoot } from "../emit/workers/bundle-key.mjs";
import { workerCount } from "../emit/workers/pool";
import { startThread } from "../emit/workers/thread-argv";
import type { LoadCache, Outcome } from "./load-cache";
import { pageFileName } from "./page-files";

/** What a load thread is given (as workerData). */
export interface LoadThreadData {
  root: string;
  /** The page files' names, in the load's order. */
  names: string[];
  /** One Int32 per name: 0 unclaimed, BY_BUILD or BY_THREAD. */
  claims: SharedArrayBuffer;
  /** DONE (1 once the thread stops claiming) and PROGRESS (the files it finished). */
  state: SharedArrayBuffer;
  port: MessagePort;
}

/** One file's outcome, as the load thread posts it. */
export interface ThreadOutcome {
  name: string;
  key: string;
  outcome: Outcome;
}

/** What the thread waits for before it loads: the placeholder names (none when site.yaml did not load). */
export interface ThreadStart {
  placeholders: string[] | undefined;
}

export const BY_BUILD = 1;
export const BY_THREAD = 2;
export const DONE = 0;
export const PROGRESS = 1;

/** Without the bundle (a first build): tsx's entry, which registers it in the thread. */
const TSX_ENTRY = new URL("./load-thread.mjs", import.meta.url);

/** How long the build waits for a thread that finishes no file before it loads the thread's files itself. */
const STALLED_MS = 20_000;

export class LoadHelper {
  /**
   * For the tests: the build's own thread waits before it claims a file until the load thread has loaded one ("one",
   * so the two share the files whatever the machine's speed) or all it could ("all": the build loads only the files
   * the thread gave no outcome for).
   */
  static waitForThread: "one" | "all" | undefined;

  /** Whether the thread claimed a file (then it ends by itself, soon after the two threads meet). */
  private met = false;

  private constructor(
    private readonly worker: Worker,
    private readonly claims: Int32Array,
    private readonly state: Int32Array,
    private readonly port: MessagePort,
    private readonly cache: LoadCache,
  ) {}

  /**
   * A load thread for the page files `names`, when the site is big enough for threads (see workerCount) and most of its
   * files are not in the load cache (a first build); undefined otherwise.
   */
  static start(root: string, names: string[], cache: LoadCache): LoadHelper | undefined {
    try {
      if (workerCount(names.filter((name) => !cache.holds(pageFileName(name))).length) < 2) return undefined;
    } catch {
      return undefined; // BUILD_WORKERS is not a number: the build says so, in plain words
    }
    const claims = new SharedArrayBuffer(4 * names.length);
    const state = new SharedArrayBuffer(8);
    const { port1, port2 } = new MessageChannel();
    const data: LoadThreadData = { root, names, claims, state, port: port2 };
    const entry = bundledFile(codeRoot(), "load-thread.mjs") ?? TSX_ENTRY;
    const worker = startThread(entry, { workerData: data, transferList: [port2] });
    // A thread that fails to start claims nothing: the build loads every file itself.
    worker.on("error", () => undefined);
    worker.unref();
    return new LoadHelper(worker, new Int32Array(claims), new Int32Array(state), port1, cache);
  }

  /**
   * The thread starts loading once it has the placeholder names the pages are checked against (given before site.yaml
   * is loaded: see loadProject).
   */
  begin(placeholders: string[] | undefined) {
    this.port.postMessage({ placeholders } satisfies ThreadStart);
    // A thread's start through tsx takes seconds on a busy machine: the tests wait longer than a build would.
    if (LoadHelper.waitForThread) Atomics.wait(this.state, LoadHelper.waitForThread === "all" ? DONE : PROGRESS, 0, 4 * STALLED_MS);
  }

  /** Whether the build's own thread loads the file at `index`; false once the thread has it (and every file after it). */
  claim(index: number): boolean {
    if (Atomics.compareExchange(this.claims, index, 0, BY_BUILD) === 0) return true;
    this.met = true;
    return false;
  }

  /**
   * Ends the thread. When it claimed files, waits for it to end first and puts its outcomes into the load cache. A
   * file it claimed but gave no outcome for (unreadable, or the thread stalled) is simply not there: the build loads
   * it itself.
   */
  finish() {
    if (this.met) this.receive();
    this.port.close();
    void this.worker.terminate();
  }

  /** Waits while the thread finishes files (or until it has finished none for STALLED_MS), then takes its outcomes. */
  private receive() {
    let finished = Atomics.load(this.state, PROGRESS);
    let waited = 0;
    while (Atomics.load(this.state, DONE) === 0 && waited < STALLED_MS) {
      if (Atomics.wait(this.state, DONE, 0, 1000) !== "timed-out") continue;
      const now = Atomics.load(this.state, PROGRESS);
      waited = now === finished ? waited + 1000 : 0;
      finished = now;
    }
    for (let received = receiveMessageOnPort(this.port); received; received = receiveMessageOnPort(this.port)) {
      const { name, key, outcome } = received.message as ThreadOutcome;
      this.cache.adopt(name, key, outcome);
    }
  }
}
