// Creating a country page from the editor runs `npm run new-country` itself, so there is one scaffold, not two.
import { spawn } from "node:child_process";
import { join } from "node:path";

/**
 * What the command printed, for the editor to show as it is. Whether it worked is read from the files (the page
 * exists now), not from its words or exit code: it exits 1 when the page is written but the site does not build yet.
 */
export function newCountry(root: string, slug: string, name: string, code: string): Promise<string> {
  return new Promise((resolve) => {
    const script = join(import.meta.dirname, "..", "..", "new-country.ts");
    const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), script, slug, name, code], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve(error.message));
    child.on("exit", () => resolve(output.trim()));
  });
}
