// The command line: `build.ts [--validate] [--production] [--strict] [--out DIR]`. Prints problems, never a stack trace.
import { join, resolve } from "node:path";
import { checkProject } from "./check";
import { describeFsError, isFsError } from "./fs-problem";
import { refuseOutDir } from "./out-dir";
import { loadProject } from "./load";
import { toOutput } from "./output";
import { formatProblem, summary, type Problem } from "./problems";
import { writeSchemas } from "./schemas";

export interface CliOptions {
  validateOnly: boolean;
  production: boolean;
  strict: boolean;
  outDir: string;
  root: string;
  /** Regenerate schema/*.json from src/ (the CLI does; tests don't, so the drift test sees what is committed). */
  writeSchemas?: boolean;
}

/** Thrown for a command line that cannot be run; printed with the usage text, exit 2. */
export class UsageError extends Error {}

export function parseArgs(argv: string[], root = process.cwd()): CliOptions {
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

export interface RunResult {
  code: number;
  problems: Problem[];
}

/** Loads and checks; prints every problem with its code frame. Returns the problems for a caller to act on. */
export function report(problems: Problem[], sources: Map<string, string>, print: (line: string) => void) {
  for (const problem of problems) print(formatProblem(problem, sources.get(problem.file)) + "\n");
}

export async function run(options: CliOptions, print: (line: string) => void = (line) => process.stderr.write(line + "\n")): Promise<RunResult> {
  const started = performance.now();
  const project = loadProject(options.root);
  const problems = checkProject(project, { production: options.production });
  const sources = new Map(project.files.map((file) => [file.name, file.text]));
  report(problems, sources, print);
  const errors = problems.filter((p) => p.severity === "error" || options.strict).length;
  if (errors > 0) {
    const strictOnly = problems.every((p) => p.severity === "warning") ? " (--strict: warnings fail)" : "";
    print(`${summary(problems)}${strictOnly}; ${options.validateOnly ? "nothing was built" : "dist/ was not changed"}.`);
    return { code: 1, problems };
  }
  if (options.validateOnly) {
    print(`${problems.length ? summary(problems) + "; " : ""}${project.pages.length} pages valid (${Math.round(performance.now() - started)} ms).`);
    return { code: 0, problems };
  }
  const refused = refuseOutDir(options.root, options.outDir);
  if (refused) {
    print(`error: ${refused.message}\n  hint: ${refused.hint}\nnothing was built; no folder was changed.`);
    return { code: 2, problems };
  }
  try {
    if (options.writeSchemas) for (const name of writeSchemas(options.root)) print(`updated ${name}`);
    const output = toOutput(project);
    // Loaded only to build: validating never pays for React's server renderer or esbuild.
    const { writeSite } = await import("./site-build");
    const result = await writeSite(options.root, options.outDir, output, join(options.root, ".build", "client-metafile.json"));
    if (result.note) print(`note: ${result.note}`);
    print(`${problems.length ? summary(problems) + "; " : ""}built ${result.files} pages into ${options.outDir} in ${Math.round(performance.now() - started)} ms.`);
    return { code: 0, problems };
  } catch (error) {
    if (!isFsError(error)) throw error;
    print(`${describeFsError(error, options.root)}\n1 error; dist/ was not changed.`);
    return { code: 1, problems };
  }
}

export const USAGE = `usage: npm run build -- [options]     (or: npm run validate -- [options])

  --validate     check site.yaml and every page, build nothing
  --production   refuse example values (example.com e-mail, booking URL, placeholder people)
  --strict       fail on warnings too
  --out DIR      write the site to DIR instead of dist/
  --help         show this text`;

const FLAGS = new Set(["--validate", "--production", "--strict", "--out", "--help"]);

/** Unexpected failures name the stage and file, without a stack trace unless DEBUG is set. */
export async function main(argv: string[]) {
  const unknown = argv.filter((arg, i) => arg.startsWith("-") && !FLAGS.has(arg) && argv[i - 1] !== "--out");
  if (argv.includes("--help") || unknown.length) {
    if (unknown.length) process.stderr.write(`unknown option ${unknown.join(", ")}\n\n`);
    process.stderr.write(USAGE + "\n");
    process.exitCode = unknown.length ? 2 : 0;
    return;
  }
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  try {
    const { code } = await run(options);
    process.exitCode = code;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`internal error: ${message.split("\n")[0]}\n  hint: this is a bug in the engine, not in your YAML; run with DEBUG=1 for details. dist/ was not changed.\n`);
    if (process.env.DEBUG) console.error(error);
    process.exitCode = 2;
  }
}
