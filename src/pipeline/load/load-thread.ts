// A load thread's work (load-helper.ts starts it): the page files parsed, checked and validated from the end of the
// list while the build's own thread loads from its start, each claimed first so no file is loaded twice, and each
// outcome posted as it is made (the build takes it as it would take the load cache's).
import { join } from "node:path";
import { workerData } from "node:worker_threads";
import { pageSchema } from "../../schema/page";
import { outcomeKey, outcomeOf, type LoadOptions } from "./load-file";
import { BY_THREAD, DONE, PROGRESS, type LoadThreadData, type ThreadOutcome, type ThreadStart } from "./load-helper";
import { PAGE_MODELINE, pageFileName, pageLoadOptions } from "./page-files";
import { readSource, type CheckedFolders } from "./read";

const { root, names, claims, state, port } = workerData as LoadThreadData;
const claimed = new Int32Array(claims);
const progress = new Int32Array(state);
port.once("message", ({ placeholders }: ThreadStart) => {
  try {
    loadFromTheEnd(pageLoadOptions(placeholders));
  } finally {
    Atomics.store(progress, DONE, 1);
    Atomics.notify(progress, DONE);
  }
});

function loadFromTheEnd(options: LoadOptions) {
  const folders: CheckedFolders = new Map();
  for (let index = names.length - 1; index >= 0 && Atomics.compareExchange(claimed, index, 0, BY_THREAD) === 0; index--) {
    const name = pageFileName(names[index]);
    // A file that cannot be read is left to the build's own thread, which reports it.
    const read = readSource(join(root, name), root, undefined, undefined, folders);
    if (read.ok && !read.file.problems.length) {
      const { outcome } = outcomeOf(read.file, pageSchema, PAGE_MODELINE, options);
      port.postMessage({ name, key: outcomeKey(read.file, pageSchema, PAGE_MODELINE, options), outcome } satisfies ThreadOutcome);
    }
    Atomics.add(progress, PROGRESS, 1);
    Atomics.notify(progress, PROGRESS);
  }
}
