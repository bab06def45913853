// Every command that writes into the project writes through the file layer: a link on the way is refused, a .cache
// that came with a checkout is not trusted (nothing deleted through it, no code run from it), a failed scaffold changes
// nothing, and a save rewrites only the lines it changed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { editedText } from "../../scripts/dev/editor/page-file";
import { pageSchema } from "../../src/schema/page";
import { validatorFileName } from "../../src/pipeline/load/validator-cache";
import { editOf } from "../helpers/editor-client";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("hardening: what the commands write");

const tsx = (root: string, ...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", ...args], { cwd: root, encoding: "utf8" });
const changed = (root: string) => spawnSync("git", ["status", "--porcelain", "--untracked-files=all", "--", ".", ":!.cache"], { cwd: root, encoding: "utf8" }).stdout;
/**
 * One copy of the real site in a git repository for the tests that run the commands in it (each one's code is then
 * compiled once, not once per test), put back to its first commit, untracked files removed, for each test.
 */
let shared = "";
function gitProject() {
  if (!shared) {
    shared = tempProject("real");
    for (const args of [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "base"], ["tag", "base"]]) spawnSync("git", args, { cwd: shared });
  }
  spawnSync("git", ["reset", "-q", "--hard", "base"], { cwd: shared });
  spawnSync("git", ["clean", "-qfd", "-e", ".cache"], { cwd: shared });
  assert.is(changed(shared), "", "the shared project is back at its first commit");
  return shared;
}
test.after(() => {
  if (shared) removeProject(shared);
});
const outsideDir = () => mkdtempSync(join(tmpdir(), "outside-"));

test("4. new-country through a dangling link (pages/for-japan.yaml → a file outside): refused, nothing written anywhere", () => {
  const root = gitProject();
  const outside = outsideDir();
  try {
    symlinkSync(join(outside, "new.yaml"), join(root, "pages/for-japan.yaml"));
    const result = tsx(root, "scripts/new-country.ts", "japan", "Japan");
    assert.is(result.status, 1);
    assert.is(result.stderr, "new-country: pages/for-japan.yaml is a symbolic link; the tools never read or write through a link. Replace it with a real file; nothing was changed\n");
    assert.not.ok(existsSync(join(outside, "new.yaml")));
    assert.is(changed(root), "?? pages/for-japan.yaml\n", "only the link itself, as it was");
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});

test("12. new-country: Null and True are written as YAML needs and build; a 32-character name is refused first; a scaffold that would not build changes nothing", () => {
  const root = gitProject();
  for (const [slug, name] of [["null-land", "Null"], ["true-land", "True"]]) {
    const result = tsx(root, "scripts/new-country.ts", slug, name);
    assert.is(result.status, 0, result.stderr + result.stdout);
    assert.match(readFileSync(join(root, `pages/for-${slug}.yaml`), "utf8"), `  breadcrumb: "${name}"\n`);
  }
  spawnSync("git", ["checkout", "-q", "."], { cwd: root });
  spawnSync("git", ["clean", "-qfd", "-e", ".cache"], { cwd: root });
  const long = tsx(root, "scripts/new-country.ts", "long", "Abcdefghij Klmnopqrst Uvwxyzabcd");
  assert.is(long.stderr, 'new-country: "Abcdefghij Klmnopqrst Uvwxyzabcd" is 32 characters; a country name may have at most 29, so that every field of the new page holds it\n');
  // The home page's list already holds a mistake: the new tile would go into a page that does not build.
  const home = readFileSync(join(root, "pages/home.yaml"), "utf8");
  writeFileSync(join(root, "pages/home.yaml"), home.replace(/title: .*\n/, "title: ''\n"));
  spawnSync("git", ["commit", "-qam", "broken home"], { cwd: root, env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" } });
  const refused = tsx(root, "scripts/new-country.ts", "atlantis", "Atlantis");
  assert.is(refused.status, 1);
  assert.match(refused.stderr, /^new-country: with "Atlantis" the site would not build \(pages\/home\.yaml: .*\); nothing was changed\n$/);
  assert.is(changed(root), "", "no file was written");
});

test("5. npm run catalogue with pages/catalogue.yaml linked outside: refused before it writes, the target untouched", () => {
  const root = gitProject();
  const outside = outsideDir();
  try {
    writeFileSync(join(outside, "victim.yaml"), "precious\n");
    symlinkSync(join(outside, "victim.yaml"), join(root, "pages/catalogue.yaml"));
    const copies = () => readdirSync(tmpdir()).filter((name) => name.startsWith("bench-catalogue-"));
    const before = copies();
    const result = tsx(root, "scripts/catalogue.ts");
    assert.equal(copies().filter((name) => !before.includes(name)), [], "its copy of the project made so far is removed");
    assert.is.not(result.status, 0);
    assert.match(result.stderr, /^catalogue: pages\/catalogue\.yaml is a symbolic link; the tools never read or write through a link\. Replace it with a real file; nothing was written\n$/m);
    assert.not.match(result.stderr, "    at ", "no stack trace");
    assert.is(readFileSync(join(outside, "victim.yaml"), "utf8"), "precious\n");
    assert.is(changed(root), "?? pages/catalogue.yaml\n", "docs/sections.md untouched too");
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});

test("6. .cache committed as a link: validate, build and dev refuse it and delete nothing in its target", () => {
  const root = gitProject();
  const outside = outsideDir();
  // The project's own cache is set aside (same inode, so still its own when put back) for the link's time.
  const aside = join(outsideDir(), "cache");
  renameSync(join(root, ".cache"), aside);
  try {
    writeFileSync(join(outside, "precious.txt"), "keep\n");
    mkdirSync(join(outside, "dev"));
    writeFileSync(join(outside, "dev", "precious.txt"), "keep\n");
    symlinkSync(outside, join(root, ".cache"));
    const build = tsx(root, "build.ts");
    assert.is(build.status, 1);
    assert.match(build.stderr, "error: .cache is a symbolic link: delete it, and the tools make a folder of their own (nothing is read, written or deleted through the link)\n1 error; dist/ was not changed.");
    assert.is(tsx(root, "build.ts", "--validate").status, 0, "validating needs no cache");
    const dev = spawnSync(process.execPath, ["--import", "tsx", "scripts/dev.ts", "--port", "0"], { cwd: root, encoding: "utf8", timeout: 30_000 });
    assert.match(dev.stdout + dev.stderr, ".cache is a symbolic link");
    assert.is(readFileSync(join(outside, "precious.txt"), "utf8"), "keep\n");
    assert.is(readFileSync(join(outside, "dev", "precious.txt"), "utf8"), "keep\n");
  } finally {
    rmSync(join(root, ".cache"), { force: true });
    renameSync(aside, join(root, ".cache"));
    rmSync(dirname(aside), { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  }
});

test("6. a compiled validator that came with the checkout (or was planted later) is never run", () => {
  const root = gitProject();
  const planted = `require("fs").writeFileSync(${JSON.stringify(join(root, "pwned.txt"))}, "ran"); module.exports = () => true;\n`;
  // A checkout's .cache: no marker of this machine's tools.
  mkdirSync(join(root, ".cache/ajv"), { recursive: true });
  writeFileSync(join(root, ".cache/ajv", validatorFileName(pageSchema)), planted);
  assert.is(tsx(root, "build.ts", "--validate").status, 0);
  assert.not.ok(existsSync(join(root, "pwned.txt")), "the committed file did not run");
  assert.is.not(readFileSync(join(root, ".cache/ajv", validatorFileName(pageSchema)), "utf8"), planted, "the folder was emptied and the validator made anew");
  // Planted into the trusted folder afterwards (a git pull): no valid signature, so compiled again, never required.
  writeFileSync(join(root, ".cache/ajv", validatorFileName(pageSchema)), planted);
  assert.is(tsx(root, "build.ts", "--validate").status, 0);
  assert.not.ok(existsSync(join(root, "pwned.txt")), "the planted file did not run");
});

test("14. a save keeps CRLF line ends, a BOM, trailing spaces and doubled blank lines; only the changed line differs", () => {
  const root = gitProject();
  const lf = readFileSync(join(root, "pages/for-kuwait.yaml"), "utf8");
  const original = "\uFEFF" + lf.replace("meta:\n", "meta:   \n").replace("\nsections:", "\n\n\nsections:").replace(/\n/g, "\r\n");
  const edit = editOf(root, "for-kuwait");
  (edit.meta as { description: string }).description = "A new description, the only change.";
  const saved = editedText(original, edit);
  const before = original.split("\r\n");
  const after = saved.split("\r\n");
  assert.ok(saved.startsWith("\uFEFF"), "the BOM stays");
  assert.not.match(saved.replace(/\r\n/g, ""), "\n", "every line still ends in CRLF");
  assert.is(after.length, before.length);
  const differing = before.flatMap((line, i) => (line === after[i] ? [] : [[line.slice(0, 14), after[i]]]));
  assert.equal(differing, [["  description:", "  description: A new description, the only change."]]);
});

test.run();
