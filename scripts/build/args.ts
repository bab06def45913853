// The build command's flags: `[--validate] [--production] [--strict] [--out DIR] [--help]`, read into build options.
import { resolve } from "node:path";
import type { BuildOptions } from "../../src/pipeline/build";

export const USAGE = `usage: npm run build -- [options]     (or: npm run validate -- [options], or: npx tsx build.ts [options])

  --validate     check site.yaml and every page, build nothing
  --production   refuse example values (example.com e-mail, booking URL, placeholder people)
  --strict       fail on warnings too
  --out DIR      write the site to DIR instead of dist/
  --help         show this text`;

export const FLAGS = new Set(["--validate", "--production", "--strict", "--out", "--help"]);

/** Thrown for a command line that cannot be run; printed with the usage text, exit 2. */
export class UsageError extends Error {}

export function parseArgs(argv: string[], root = process.cwd()): BuildOptions {
  const outIndex = argv.indexOf("--out");
  const out = outIndex >= 0 ? argv[outIndex + 1] : "dist";
  if (out === undefined || out.startsWith("-") || out.trim() === "") throw new UsageError("--out needs a folder name, e.g. --out dist");
  return {
    validateOnly: argv.includes("--validate"),
    production: argv.includes("--production"),
    strict: argv.includes("--strict"),
    outDir: resolve(root, out),
    root,
    writeSchemas: true,
  };
}
