// The machine's speed beside the scale rows: on this shared machine the same cold build took 11 to 22 s by the hour.
// A fixed piece of work (reference-work.mjs), the same whatever the engine, is timed on one core, and on every core
// at once (a build keeps both busy, and the second core was at times the slow one).
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { fixedText, TEXT_BYTES, timedWork, work } from "./reference-work.mjs";
import { median } from "./run";

export interface ReferenceTime {
  /** Milliseconds on this thread alone: the median of the runs. */
  one: number;
  /** Milliseconds until every core's copy is done, all started at once: the median of the runs. */
  all: number;
  cores: number;
}

/** A thread running reference-work.mjs, warmed up; `run` times one pass. */
function workerThread(): Promise<{ run: () => Promise<number>; stop: () => Promise<number> }> {
  const worker = new Worker(new URL("./reference-work.mjs", import.meta.url));
  // The thread's next answer, or its failure; each listener gone once either comes.
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      const answered = (message: unknown) => (worker.off("error", failed), resolve(message));
      const failed = (error: Error) => (worker.off("message", answered), reject(error));
      worker.once("message", answered).once("error", failed);
    });
  return next().then(() => ({ run: () => (worker.postMessage("go"), next()) as Promise<number>, stop: () => worker.terminate() }));
}

export async function referenceTime(runs = 5): Promise<ReferenceTime> {
  const text = fixedText(TEXT_BYTES);
  work(text);
  const one = median(Array.from({ length: runs }, () => timedWork(text)));
  const cores = availableParallelism();
  // This thread is one of the cores: the others run the same work in threads of their own.
  const others = await Promise.all(Array.from({ length: cores - 1 }, workerThread));
  const all: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const done = others.map((thread) => thread.run());
      timedWork(text);
      await Promise.all(done);
      all.push(performance.now() - started);
    }
  } finally {
    await Promise.all(others.map((thread) => thread.stop()));
  }
  return { one, all: median(all), cores };
}
