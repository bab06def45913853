// The dev server's builds: one builder child process (restarted when code changes), one build at a time, and the saves
// that arrive during a build gathered into the one build that follows.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import type { BuildReply, BuildRequest } from "./protocol";

export interface BuildQueue {
  /**
   * A build for these changes, now or after the one that is running. `bundle`: the browser code changed too. `files`:
   * what changed, so the builder reloads only those (absent: everything).
   */
  build: (bundle: boolean, since: number, why: string, files?: string[]) => void;
  /** A new builder process: Node cannot reload modules it has already imported. */
  restart: () => void;
  stop: () => void;
}

/** `finished` hears each build's reply with when its first change arrived and what it was for. */
export function buildQueue(root: string, previewing: () => boolean, finished: (reply: BuildReply, since: number, why: string) => void): BuildQueue {
  let builder: ChildProcess | undefined;
  let running: { request: BuildRequest; since: number; why: string } | undefined;
  let queued: { bundle: boolean; since: number; why: string; files?: string[] } | undefined;
  let nextId = 1;

  const done = (reply: BuildReply) => {
    if (!running || reply.id !== running.request.id) return;
    const { since, why } = running;
    running = undefined;
    finished(reply, since, why);
    if (queued) {
      const next = queued;
      queued = undefined;
      build(next.bundle, next.since, next.why, next.files);
    }
  };

  const restart = () => {
    builder?.kill();
    // --expose-gc: the builder collects its garbage between saves (see builder.ts), not in the middle of one.
    const child = spawn(process.execPath, ["--expose-gc", "--import", import.meta.resolve("tsx"), join(import.meta.dirname, "builder.ts")], {
      cwd: root,
      // React's production build renders the same HTML about three times faster than its development build.
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.on("message", (reply: BuildReply) => child === builder && done(reply));
    // A mistake in src/ can stop the builder as it starts: report it like any failed build, restart on the next save.
    child.on("exit", (code) => {
      if (child === builder && running) done({ id: running.request.id, ok: false, report: `the builder stopped (exit code ${code}): the error is in the terminal where npm run dev runs`, ms: 0 });
    });
    builder = child;
    running = undefined; // a build the old builder was running will never answer
  };

  const build = (bundle: boolean, since: number, why: string, files?: string[]) => {
    if (running) {
      // Changes gathered: every file they name, or none known when one of them is unknown.
      const all = queued ? queued.files && files && [...new Set([...queued.files, ...files])] : files;
      queued = { bundle: bundle || (queued?.bundle ?? false), since: queued?.since ?? since, why: queued ? `${queued.why}, ${why}` : why, files: all };
      return;
    }
    // A new builder has nothing kept: it loads everything.
    if (!builder?.connected) restart();
    running = { request: { id: nextId++, bundle, previewing: previewing(), ...(files ? { files } : {}) }, since, why };
    builder!.send(running.request);
  };

  return {
    build,
    restart,
    // Forgotten first: a reply already on its way must not start the queued build on a killed builder (EPIPE).
    stop: () => {
      const child = builder;
      builder = undefined;
      queued = undefined;
      child?.kill();
    },
  };
}
