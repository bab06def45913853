// The bad-input fixtures: each X.expected.txt names a YAML fixture, where it goes, the flags, and the exact output.
import { appendFileSync, copyFileSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { run } from "../../src/build/cli";
import { FIXTURES } from "./project";

export interface FixtureCase {
  name: string;
  /** The YAML fixture put in place (default: the case's own name with .yaml). */
  file: string;
  /** Where it goes in the project: site.yaml or pages/for-testland.yaml. */
  target: string;
  args: string[];
  exit: number;
  /** Grow the file to at least this many bytes with comment lines (oversized files are made, not committed). */
  growTo?: number;
  expected: string;
}

/**
 * Header lines `# key: value` come first, then the output exactly as printed, lines joined with \n.
 * Timings print as "N ms" and the temp project's path as <project>, so the text is the same on every run.
 */
export function readCase(name: string): FixtureCase {
  const lines = readFileSync(join(FIXTURES, `${name}.expected.txt`), "utf8").replace(/\n$/, "").split("\n");
  const header = new Map<string, string>();
  while (lines.length && /^# [a-z-]+: /.test(lines[0])) {
    const [, key, value] = /^# ([a-z-]+): (.*)$/.exec(lines.shift()!)!;
    header.set(key, value);
  }
  const target = header.get("target");
  if (!target) throw new Error(`${name}.expected.txt has no "# target:" line`);
  return {
    name,
    file: header.get("file") ?? `${name}.yaml`,
    target,
    args: (header.get("args") ?? "").split(" ").filter(Boolean),
    exit: Number(header.get("exit") ?? 1),
    growTo: header.has("grow-to") ? Number(header.get("grow-to")) : undefined,
    expected: lines.join("\n"),
  };
}

export const caseNames = () =>
  readdirSync(FIXTURES).filter((name) => name.endsWith(".expected.txt")).map((name) => name.slice(0, -".expected.txt".length)).sort();

export const normalize = (output: string, root: string) =>
  output.split(root).join("<project>").replace(/\b\d+ ms\b/g, "N ms");

/** Puts the case's file in place in a project copy and runs the build (or validate) the way the CLI would. */
export async function runCase(fixture: FixtureCase, root: string): Promise<{ code: number; output: string }> {
  const target = join(root, fixture.target);
  copyFileSync(join(FIXTURES, fixture.file), target);
  if (fixture.growTo) {
    const line = "# padding: this file is made too large on purpose\n";
    const missing = Math.max(0, fixture.growTo - statSync(target).size);
    appendFileSync(target, line.repeat(Math.ceil(missing / line.length)));
  }
  const lines: string[] = [];
  const { code } = await run(
    {
      root,
      outDir: join(root, "dist"),
      validateOnly: fixture.args.includes("--validate"),
      production: fixture.args.includes("--production"),
      strict: fixture.args.includes("--strict"),
    },
    (line) => lines.push(line),
  );
  return { code, output: normalize(lines.join("\n"), root) };
}
