// The bad-input fixtures: each X.expected.txt names a YAML fixture, where it goes, the flags, and the exact output.
import { appendFileSync, copyFileSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { run } from "../../src/pipeline/build";
import type { Test } from "uvu";
import * as assert from "uvu/assert";
import { FIXTURES, previousDist, removeProject, snapshot, tempProject } from "./project";

export interface FixtureCase {
  name: string;
  /** The folder holding the case and its YAML file. */
  dir: string;
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
export function readCase(name: string, dir = FIXTURES): FixtureCase {
  const lines = readFileSync(join(dir, `${name}.expected.txt`), "utf8").replace(/\n$/, "").split("\n");
  const header = new Map<string, string>();
  while (lines.length && /^# [a-z-]+: /.test(lines[0])) {
    const [, key, value] = /^# ([a-z-]+): (.*)$/.exec(lines.shift()!)!;
    header.set(key, value);
  }
  const target = header.get("target");
  if (!target) throw new Error(`${name}.expected.txt has no "# target:" line`);
  return {
    name,
    dir,
    file: header.get("file") ?? `${name}.yaml`,
    target,
    args: (header.get("args") ?? "").split(" ").filter(Boolean),
    exit: Number(header.get("exit") ?? 1),
    growTo: header.has("grow-to") ? Number(header.get("grow-to")) : undefined,
    expected: lines.join("\n"),
  };
}

export const caseNames = (dir = FIXTURES) =>
  readdirSync(dir).filter((name) => name.endsWith(".expected.txt")).map((name) => name.slice(0, -".expected.txt".length)).sort();

export const normalize = (output: string, root: string) =>
  output.split(root).join("<project>").replace(/\b\d+ ms\b/g, "N ms");

/** Puts the case's file in place in a project copy and runs the build (or validate) the way the CLI would. */
export async function runCase(fixture: FixtureCase, root: string, { copy = true } = {}): Promise<{ code: number; output: string }> {
  const target = join(root, fixture.target);
  // `copy: false` runs the case again on the file as the last run left it (its state unchanged).
  if (copy) copyFileSync(join(fixture.dir, fixture.file), target);
  if (copy && fixture.growTo) {
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

/** More to prove of a case's project once it has run (its built pages), in the same test: one build serves both. */
export interface AfterCase {
  /** Added to the test's name. */
  proves: string;
  check: (root: string) => void;
}

/** One test per case in `dir`: the exact output and exit code, and dist/ untouched when the build fails. */
export function fixtureTests(test: Test, dir = FIXTURES, after: Record<string, AfterCase> = {}) {
  for (const name of Object.keys(after)) if (!caseNames(dir).includes(name)) throw new Error(`fixtureTests: no case ${name} in ${dir}`);
  for (const name of caseNames(dir)) {
    const more = after[name];
    test(`${name}: exact message, exit code, dist/ untouched on failure${more ? `; ${more.proves}` : ""}`, async () => {
      const fixture = readCase(name, dir);
      const builds = fixture.exit === 0 && !fixture.args.includes("--validate");
      // A case that stops at its problems renders nothing: its project needs no rendered pages to start from.
      const root = tempProject("fixture", { code: builds, warmCache: builds });
      try {
        const before = snapshot(previousDist(root));
        const { code, output } = await runCase(fixture, root);
        assert.fixture(output, fixture.expected);
        assert.is(code, fixture.exit, "exit code");
        assert.not.match(output, /^\s+at /m, "no stack trace");
        if (name.startsWith("bad-")) assert.is(output.match(/: error: /g)?.length, 1, "one mistake, one error");
        if (code !== 0) assert.equal(snapshot(join(root, "dist")), before, "dist/ changed after a failed build");
        more?.check(root);
      } finally {
        removeProject(root);
      }
    });
  }
}
