// The processor time of test files, read from this process's count of its finished children (Linux's /proc), so the
// suite can say which files cost the most when its whole run must stay under ten minutes on two cores.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

let ticksPerSecond: number | undefined;

/** Seconds of CPU used so far by every child this process has waited for (and theirs), or undefined off Linux. */
function childrenCpu(): number | undefined {
  try {
    // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const fields = readFileSync("/proc/self/stat", "utf8").split(")").at(-1)!.trim().split(" ");
    ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
    // cutime and cstime are fields 16 and 17 of the line, 14 and 15 after the name.
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

let last: number | undefined;

/**
 * The CPU seconds added to the children's count since the previous call: called as each test file's process exits,
 * that file's own (and once before the first, to leave out what ran earlier). Two files ending in the same instant
 * share one figure; for finding the costly files that is close enough.
 */
export function cpuSinceLastCall(): number | undefined {
  const now = childrenCpu();
  if (now === undefined) return undefined;
  const spent = last === undefined ? undefined : now - last;
  last = now;
  return spent;
}
