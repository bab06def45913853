// The processor time of a test file's whole process tree, sampled from Linux's /proc while it runs: Chromium's
// renderers and GPU process are not waited for by the file's process, so its count of finished children misses them
// (two to three times the time it does count), and the costliest files would be the wrong ones.
import { readdirSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

let ticksPerSecond: number | undefined;
/** One sample for every running tree: process id → the last seen seconds of each process in it. */
const trees = new Map<number, Map<number, number>>();
let timer: NodeJS.Timeout | undefined;

/** Every process's parent and own processor seconds (user and system), read in one pass over /proc. */
function readAll(): Map<number, { parent: number; seconds: number }> {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  const all = new Map<number, { parent: number; seconds: number }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      all.set(Number(name), { parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return all;
}

function sample() {
  const all = readAll();
  for (const [root, seen] of trees) {
    const inTree = new Set([root]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, { parent }] of all) {
        if (inTree.has(pid) || !inTree.has(parent)) continue;
        inTree.add(pid);
        grew = true;
      }
    }
    for (const pid of inTree) if (all.has(pid)) seen.set(pid, all.get(pid)!.seconds);
  }
}

/**
 * Starts sampling the tree under `pid` (each second); the returned function stops and gives the seconds seen, the last
 * second of each process not included: a lower bound, as is the count of finished children it is compared with.
 */
export function watchTree(pid: number | undefined): () => number | undefined {
  if (pid === undefined || process.platform !== "linux") return () => undefined;
  trees.set(pid, new Map());
  timer ??= setInterval(sample, 1_000).unref();
  return () => {
    const seen = trees.get(pid);
    trees.delete(pid);
    if (!trees.size) timer = (clearInterval(timer), undefined);
    return seen && [...seen.values()].reduce((sum, seconds) => sum + seconds, 0);
  };
}
