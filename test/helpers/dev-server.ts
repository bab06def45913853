// `npm run dev` started in a test project as an editor starts it (a child process on a free port), and stopped again.
import { spawn, type ChildProcess } from "node:child_process";

export interface RunningDev {
  /** The preview address it printed, e.g. http://127.0.0.1:41234/. */
  url: string;
  /** The editor's address it printed, on its own port: http://127.0.0.1:41235/__edit/ */
  editorUrl: string;
  /** Everything it has printed so far, stdout and stderr. */
  terminal: () => string;
  stop: () => Promise<void>;
}

/** `env`: set for the dev server and its builder besides this process's environment (BUILD_WORKERS, say). */
export async function startDev(root: string, env: NodeJS.ProcessEnv = {}): Promise<RunningDev> {
  let terminal = "";
  const dev: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts", "--port", "0"], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  dev.stdout!.on("data", (chunk: Buffer) => (terminal += chunk.toString()));
  dev.stderr!.on("data", (chunk: Buffer) => (terminal += chunk.toString()));
  const started = Date.now();
  while (!/Preview: (\S+)/.test(terminal)) {
    // A first build takes seconds alone, but over a minute on a busy machine (two test files at once on two cores).
    if (Date.now() - started > 180_000 || dev.exitCode !== null) {
      dev.kill("SIGTERM");
      throw new Error(`the dev server did not start:\n${terminal}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: /Preview: (\S+)/.exec(terminal)![1],
    editorUrl: /Editor: (\S+)/.exec(terminal)![1],
    terminal: () => terminal,
    stop: async () => {
      if (dev.exitCode !== null) return;
      // "close", not "exit": the site's builder (scripts/dev/build-queue.ts) shares the output pipes and may still be
      // writing a file into the project for a moment after the dev server is gone; the project is removed next.
      const closed = new Promise((resolve) => dev.once("close", resolve));
      dev.kill("SIGTERM");
      await closed;
    },
  };
}
