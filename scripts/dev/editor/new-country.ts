// Creating a country page from the editor runs `npm run new-country` itself, so there is one scaffold, not two.
import { spawn } from "node:child_process";
import { join } from "node:path";

export interface Scaffolded {
  ok: boolean;
  /** What the command printed, for the editor to show as it is. */
  output: string;
}

/** The command checks the slug and name and explains what is wrong in its own words; the editor shows that text. */
export function newCountry(root: string, slug: string, name: string): Promise<Scaffolded> {
  return new Promise((resolve) => {
    const script = join(import.meta.dirname, "..", "..", "new-country.ts");
    const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), script, slug, name], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ ok: false, output: error.message }));
    // It exits 1 when the new page is written but the site does not build yet: the page is there to fill in all the same.
    child.on("exit", () => resolve({ ok: output.includes("Created pages/"), output: output.trim() }));
  });
}
