// How the build starts a thread: with its own Node options, less tsx's preloads and less those Node refuses in a
// thread (V8's, such as the dev builder's --expose-gc, and the process's own, such as --title).
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * The build's Node options for a thread, without tsx's: its command starts Node with `--require …/tsx/dist/preflight.cjs
 * --import …/tsx/dist/loader.mjs` (`node --import tsx`: `--import tsx`), which a thread inherits and loads again for
 * nothing (its hooks do not reach a thread), 0.2 to 0.7 s of each thread's start, the card thread's while the build
 * waits. A thread from the bundle needs no tsx; tsx's entry (thread.mjs) registers it itself. Other options are kept
 * (see startThread).
 */
export function withoutTsx(argv: readonly string[]): string[] {
  const kept: string[] = [];
  const preload = /^(--require|-r|--import|--loader|--experimental-loader)$/;
  const tsx = /(^|[/\\])tsx([/\\]|$)/;
  for (let index = 0; index < argv.length; index++) {
    const [option, value] = argv[index].split(/=(.*)/s);
    if (!preload.test(option)) kept.push(argv[index]);
    else if (value !== undefined) {
      if (!tsx.test(value)) kept.push(argv[index]);
    } else if (tsx.test(argv[index + 1] ?? "")) index++;
    else kept.push(argv[index]);
  }
  return kept;
}

/** The options Node refused for a thread in this process: left out of every thread started after the first refusal. */
const refused = new Set<string>();

/**
 * A thread of `entry` with the build's Node options (withoutTsx). Node refuses a thread V8's options and the process's
 * own, and says which in its error: the thread is started again without them. The dev builder runs with --expose-gc,
 * so its first build of a site big enough for threads stopped there with an internal error.
 */
export function startThread(entry: URL, options: Omit<WorkerOptions, "execArgv">): Worker {
  const argv = () => withoutTsx(process.execArgv).filter((option) => !refused.has(option));
  try {
    return new Worker(entry, { ...options, execArgv: argv() });
  } catch (error) {
    const named = refusedOptions(error);
    if (!named.length) throw error;
    named.forEach((option) => refused.add(option));
    // Refused before anything was sent: the workerData and the ports to transfer are still this thread's.
    return new Worker(entry, { ...options, execArgv: argv() });
  }
}

/** The options Node's refusal names ("Initiated Worker with invalid execArgv flags: --expose-gc, --title=x"), or none. */
function refusedOptions(error: unknown): string[] {
  if ((error as NodeJS.ErrnoException | undefined)?.code !== "ERR_WORKER_INVALID_EXEC_ARGV") return [];
  const message = (error as Error).message;
  const listed = new Set(message.slice(message.indexOf("flags: ") + "flags: ".length).split(", "));
  return process.execArgv.filter((option) => listed.has(option));
}
