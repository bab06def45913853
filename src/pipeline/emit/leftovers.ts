// What a killed build leaves beside its output folder (dist.tmp-PID, dist.old-PID), deleted by the next build.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { madeByBuild } from "./out-dir";

/** A process id that no longer runs: its leftovers belong to nobody. */
function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** dist.tmp-PID and dist.old-PID left by a build that was killed, and only those the build made. */
export function removeLeftovers(target: string) {
  const parent = dirname(target);
  if (!existsSync(parent)) return;
  const pattern = new RegExp(`^${basename(target).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(tmp|old)-(\\d+)$`);
  for (const name of readdirSync(parent)) {
    const match = pattern.exec(name);
    const path = join(parent, name);
    if (match && Number(match[2]) !== process.pid && gone(Number(match[2])) && madeByBuild(path)) rmSync(path, { recursive: true, force: true });
  }
}
