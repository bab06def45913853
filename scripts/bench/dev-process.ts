// `npm run dev`'s script started in a bench project copy, in its own process group so stopping it stops its builder too.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./run";

export function spawnDev(dir: string): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/dev.ts", "--port", "0"], {
    cwd: dir,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, "tsconfig.json") },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
}

export async function stopDev(child: ChildProcessWithoutNullStreams) {
  if (child.pid) process.kill(-child.pid, "SIGTERM");
  await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
}
