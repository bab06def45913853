// `npm run changes`: each case in test/fixtures/changes/ (an edit to a copy of the real site, committed in a real git
// repository) gives exactly the routes, sections and fields in its NAME.expected.txt; the command prints it too.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { compareSnapshots } from "../scripts/changes/compare";
import { formatMarkdown, formatText } from "../scripts/changes/format";
import { snapshotAt, snapshotOf } from "../scripts/changes/snapshot";
import type { Snapshot } from "../scripts/changes/snapshot";
import { cases } from "./fixtures/changes/cases";
import { gitIn, makeRepo } from "./helpers/git-repo";
import { removeProject } from "./helpers/project";
import { ROOT } from "./helpers/site";

const test = suite("changes");
const DIR = join(ROOT, "test/fixtures/changes");
// UPDATE_CHANGES=1 writes the outputs instead of comparing: for a new case, whose output is then read line by line.
const UPDATE = process.env.UPDATE_CHANGES === "1";

let root = "";
let base = "";
let before: Snapshot;

test.before(async () => {
  root = mkdtempSync(join(tmpdir(), "site-changes-repo-"));
  for (const name of ["site.yaml", "pages", "public"]) cpSync(join(ROOT, name), join(root, name), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules")); // for the command's own run (tsx), ignored by git
  base = makeRepo(root);
  before = await snapshotAt(root, base);
});
test.after(() => removeProject(root));

test("there are at least 20 cases, each with its expected output", () => {
  assert.ok(cases.length >= 20, `${cases.length} cases`);
  if (!UPDATE) for (const { name } of cases) assert.ok(existsSync(join(DIR, `${name}.expected.txt`)), `${name}.expected.txt is missing`);
});

// Each case is compared with the files as saved (what the editor's list shows); the command's run below reads both
// versions from git, and gives the same for a committed case.
for (const { name, edit } of cases) {
  test(`case ${name}`, () => {
    gitIn(root, "reset", "-q", "--hard", base);
    gitIn(root, "clean", "-q", "-f", "-d");
    edit(root);
    const text = formatText(compareSnapshots(before, snapshotOf(root)));
    const file = join(DIR, `${name}.expected.txt`);
    if (UPDATE) writeFileSync(file, `${text}\n`);
    else assert.fixture(text, readFileSync(file, "utf8").replace(/\n$/, ""));
  });
}

test("npm run changes -- base..head prints the same list, and --markdown the same as Markdown", async () => {
  gitIn(root, "reset", "-q", "--hard", base);
  gitIn(root, "checkout", "-q", "-b", "faq-answer");
  cases.find((each) => each.name === "faq-answer")!.edit(root);
  gitIn(root, "commit", "-q", "-a", "-m", "One FAQ answer");
  const run = (...args: string[]) => execFileSync("node", ["--import", "tsx", join(ROOT, "scripts/changes.ts"), ...args], { cwd: root, encoding: "utf8" }).replace(/\n$/, "");
  const expected = readFileSync(join(DIR, "faq-answer.expected.txt"), "utf8").replace(/\n$/, "");
  assert.is(run(`${base}..faq-answer`), expected);
  const markdown = formatMarkdown(compareSnapshots(before, await snapshotAt(root, "faq-answer")));
  assert.is(run(`${base}..faq-answer`, "--markdown"), markdown);
  assert.is(markdown, ["## What this change touches", "", "1 route touched (en 1).", "", "- **en** `/for-kuwait`", "  - section faq changed: items[1].answer"].join("\n"));
});

test("a version git does not know is named in plain words", () => {
  try {
    execFileSync("node", ["--import", "tsx", join(ROOT, "scripts/changes.ts"), "no-such-branch..HEAD"], { cwd: root, encoding: "utf8", stdio: "pipe" });
    assert.unreachable("it should fail");
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr);
    assert.is(stderr.trim(), 'error: "no-such-branch" is not a version git knows here (a branch, a tag or a commit)');
  }
});

test.run();
