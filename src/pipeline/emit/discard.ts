// The replaced output folder, put aside in .cache/trash/ at once and deleted by a process of its own: removing a
// folder of 12,000 files and 1,700 folders takes seconds that the build (and whoever waits for it) need not wait for.
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { setPriority } from "node:os";
import { basename, join } from "node:path";

/** Run by the deleting process: every entry of the trash folder, those of earlier builds whose deleter was stopped too. */
const DELETE = `const { readdirSync, rmSync } = require("node:fs"); const { join } = require("node:path");
for (const name of readdirSync(process.argv[1])) try { rmSync(join(process.argv[1], name), { recursive: true, force: true }); } catch {}`;

/**
 * Moves `dir` into `trash` (a folder of the trusted cache, on the same disk) and starts its deletion without waiting.
 * Where it cannot be moved (another disk) or no process can be started, it is deleted here, as before.
 */
export function discard(dir: string, trash: string | undefined) {
  if (trash) {
    const aside = join(trash, `${basename(dir)}-${Date.now()}`);
    try {
      mkdirSync(trash, { recursive: true });
      renameSync(dir, aside);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      return;
    }
    try {
      const child = spawn(process.execPath, ["-e", DELETE, trash], { detached: true, stdio: "ignore", env: {} });
      child.on("error", () => rmSync(aside, { recursive: true, force: true }));
      // A shared machine's builds and editors come first.
      if (child.pid) setPriority(child.pid, 19);
      child.unref();
      return;
    } catch {
      rmSync(aside, { recursive: true, force: true });
      return;
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
