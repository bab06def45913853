// Before any suite runs: which of the programs the suites drive are missing, said in one line with the command that
// installs them; as root on CI (apt-get present, CI set), installed on the spot, as .ci/run would.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { installCommand, missingTools, type Tool } from "../../test/helpers/tools";

const canInstall = () => process.env.CI && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");

/** Returns the tools still missing after trying; prints what it did or what the reader should do. */
export function checkPrerequisites(log: (line: string) => void): Tool[] {
  let missing = missingTools();
  if (missing.length && canInstall()) {
    log(`Installing Debian's ${missing.map((tool) => tool.apt).join(" ")} for the tests`);
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", ...missing.map((tool) => tool.apt)], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    missing = missingTools();
  }
  if (missing.length) {
    const them = missing.length === 1 ? "it" : "them";
    log(`missing: ${missing.map((tool) => `${tool.name} (${tool.path})`).join(", ")}; the suites that need ${them} will fail, the others run. Install ${them} with: ${installCommand(missing)}`);
  }
  return missing;
}
