// A few worker threads sharing the build's per-page work: each task goes to a thread with room, its answer comes back
// as a promise; how many threads a build starts (BUILD_WORKERS, or one per core when the site is big enough).
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { startThread } from "./thread-argv";

/** The environment variable that forces the number of threads: 0 renders in the build's own thread. */
export const WORKERS_ENV = "BUILD_WORKERS";

/**
 * Below this many routes the threads cost more than they save: each one loads React, the sections and tsx (about a
 * second of CPU), the time of rendering some 200 pages.
 */
const ROUTES_FOR_THREADS = 200;

/** What is wrong with BUILD_WORKERS, in plain words, or undefined when it is unset or a number of threads. */
export function workerSettingProblem(setting = process.env[WORKERS_ENV]): string | undefined {
  if (setting === undefined || setting === "") return undefined;
  return /^\d+$/.test(setting.trim()) && Number(setting) <= 64 ? undefined : `${WORKERS_ENV}=${setting} is not a number of threads from 0 to 64 (0 renders in the build's own thread)`;
}

/** The number of threads for a site of `routes` routes: BUILD_WORKERS when set, else one per core for a big site. */
export function workerCount(routes: number, setting = process.env[WORKERS_ENV]): number {
  const problem = workerSettingProblem(setting);
  if (problem) throw new Error(problem);
  if (setting !== undefined && setting !== "") return Number(setting);
  return routes < ROUTES_FOR_THREADS ? 0 : availableParallelism();
}

/** Whether BUILD_WORKERS sets the threads: then every page not in the render cache goes to them, none to the build's own thread. */
export const threadsForced = (setting = process.env[WORKERS_ENV]) => setting !== undefined && setting !== "" && Number(setting) > 0;

let started = 0;
let running = 0;
/** Threads started by this process so far (the tests tell a build that used its threads from one that did not). */
export const threadsStarted = () => started;
/** Threads of this process not stopped yet (a build leaves none behind, whatever its outcome). */
export const threadsRunning = () => running;

/** What a thread answers: a task's result, or its error as the thread's code serialised it. */
export type Reply<Result, Failure> = { id: number; result: Result } | { id: number; error: Failure };

interface Pending<Result, Failure> {
  resolve: (result: Result) => void;
  reject: (failure: Failure | Error) => void;
}

/**
 * A thread's young generation, where a page's garbage lives and dies: V8's default (up to 48 MiB) let each thread
 * hold about 50 MiB more at 1,700 pages for no measurable time saved.
 */
const YOUNG_MIB = 8;

/** Tasks in flight per thread: two, so a thread never waits for its next task to cross from the main thread. */
const DEPTH = 2;

export class WorkerPool<Task, Result, Failure> {
  private readonly threads: { worker: Worker; running: number }[] = [];
  private readonly queue: { id: number; task: Task }[] = [];
  /** What every thread was told (see broadcast). */
  private readonly told: unknown[] = [];
  private readonly pending = new Map<number, Pending<Result, Failure>>();
  private next = 0;
  private broken: Error | undefined;

  /** `entry`: the thread's module (an .mjs that registers tsx, then loads the work: Node does not carry tsx into threads). */
  constructor(
    private readonly entry: URL,
    size: number,
  ) {
    for (let index = 0; index < size; index++) this.grow();
  }

  /** The threads started so far. */
  get size(): number {
    return this.threads.length;
  }

  /** One thread more, for work that turned out bigger than it looked. */
  grow() {
    const index = this.threads.length;
    const worker = startThread(this.entry, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MIB } });
    for (const message of this.told) worker.postMessage(message);
    worker.on("message", (reply: Reply<Result, Failure>) => this.answer(index, reply));
    // A thread that dies fails what it held and everything after it: the build stops with an internal error.
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => {
      running--;
      this.fail(new Error(`a render thread stopped (exit code ${code})`));
    });
    this.threads.push({ worker, running: 0 });
    started++;
    running++;
    this.dispatch();
  }

  /**
   * Sent to every thread ahead of any task given after it (a thread reads its messages in order), and to each one
   * started later.
   */
  broadcast(message: unknown) {
    this.told.push(message);
    for (const { worker } of this.threads) worker.postMessage(message);
  }

  run(task: Task): Promise<Result> {
    if (this.broken) return Promise.reject(this.broken);
    const [id, result] = this.expect();
    this.queue.push({ id, task });
    this.dispatch();
    return result;
  }

  /** `task` done by every thread, after everything each was given before (a thread does its messages in order). */
  everyThread(task: Task): Promise<Result[]> {
    if (this.broken) return Promise.reject(this.broken);
    return Promise.all(
      this.threads.map((thread) => {
        const [id, result] = this.expect();
        thread.running++;
        thread.worker.postMessage({ id, task });
        return result;
      }),
    );
  }

  /** A new task's id, and the answer to it as a promise. */
  private expect(): [number, Promise<Result>] {
    const id = ++this.next;
    return [id, new Promise<Result>((resolve, reject) => this.pending.set(id, { resolve, reject }))];
  }

  /** Stops every thread; what was still asked fails. */
  async close() {
    this.broken ??= new Error("the render threads were closed");
    await Promise.all(this.threads.map(({ worker }) => worker.terminate()));
  }

  private dispatch() {
    for (const thread of this.threads) {
      while (thread.running < DEPTH && this.queue.length) {
        const { id, task } = this.queue.shift()!;
        thread.running++;
        thread.worker.postMessage({ id, task });
      }
    }
  }

  private answer(index: number, reply: Reply<Result, Failure>) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    this.threads[index].running--;
    if ("error" in reply) pending.reject(reply.error);
    else pending.resolve(reply.result);
    this.dispatch();
  }

  private fail(error: Error) {
    if (this.broken) return;
    this.broken = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.queue.length = 0;
  }
}
