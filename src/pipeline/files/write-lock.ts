// Writes to the project, one at a time: a save, a new country and a publish never interleave in one process.
let last: Promise<unknown> = Promise.resolve();

/** Runs `work` after every write queued before it has finished (whether it worked or not). */
export function serialised<T>(work: () => Promise<T> | T): Promise<T> {
  const next = last.then(work, work);
  last = next.catch(() => undefined);
  return next;
}
