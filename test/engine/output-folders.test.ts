// The output's folders checked by their recorded states: a build lists only the folders that moved since the last
// one, and a file added, removed or renamed by hand is still found (the folder's change time moves even when its
// modification time is set back, or stays within one clock tick), so the build swaps a whole new folder in.
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { SETTLED } from "../../src/pipeline/input-hashes";
import { verifiedManifest } from "../../src/pipeline/emit/output-manifest";
import { inTempProject } from "../helpers/project";

const test = suite("engine: output folders by their states");

/** Folders are trusted once their last change is older than the check (not 2 s): the tests need not wait. */
const settledMs = SETTLED.ms;
test.before(() => void (SETTLED.ms = 0));
test.after(() => void (SETTLED.ms = settledMs));

/** A build, started when the output's last change is past (a check within the same millisecond would not trust it). */
async function build(root: string, outDir: string) {
  await sleep(20);
  const lines: string[] = [];
  const { code } = await run({ root, outDir, validateOnly: false, production: false, strict: false }, (line) => void lines.push(line));
  assert.is(code, 0, lines.join("\n"));
}

const folderId = (dir: string) => statSync(dir).ino;

/** The folders the check of `out` lists, sorted ("" for the output folder); undefined when it does not trust it. */
const listed = (root: string, out: string) => verifiedManifest(root, out)?.listed.sort();

/** Every folder under `out`, itself included as "". */
const allFolders = (out: string) => ["", ...readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name).slice(out.length + 1))].sort();

/** Every file under `out` with its inode (a file the build put in place has a new one). */
const inodes = (out: string) => new Map(readdirSync(out, { recursive: true, encoding: "utf8" }).filter((name) => lstatSync(join(out, name)).isFile()).map((name) => [name, lstatSync(join(out, name)).ino]));

/** The folders above `names`, up to the output folder (""). */
function foldersAbove(names: string[]): string[] {
  const folders = new Set<string>();
  for (const name of names) {
    for (let folder = dirname(name); folder !== "."; folder = dirname(folder)) folders.add(folder);
    folders.add("");
  }
  return [...folders].sort();
}

function changeTitle(root: string, title: string) {
  const page = join(root, "pages/contact.yaml");
  writeFileSync(page, readFileSync(page, "utf8").replace(/^( {2}title: ).*$/m, `$1${title}`));
}

test("a swapped-in folder is listed whole once; then only the folders a build wrote into are listed", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    assert.equal(listed(root, out), allFolders(out), "no state recorded for a folder swapped in");
    SETTLED.ms = 60_000;
    await build(root, out);
    assert.equal(listed(root, out), allFolders(out), "folders changed within SETTLED.ms of the check: not recorded");
    SETTLED.ms = 0;
    await build(root, out);
    assert.equal(listed(root, out), [], "nothing written: every folder as recorded");
    const before = inodes(out);
    changeTitle(root, "Talk to us | {brand}");
    await build(root, out);
    const after = inodes(out);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
    assert.ok(changed.includes("contact/index.html") && changed.length < 20, changed.join(", "));
    assert.equal(listed(root, out), foldersAbove(changed), "the folders of the files put in or taken out, and those above them");
    await build(root, out);
    assert.equal(listed(root, out), [], "recorded again once listed");
  }),
);

test("a file added, removed or renamed with its folder's modification time set back: the change time tells, the folder is swapped", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    const folder = join(out, "contact");
    // A whole second, as utimes can set it back exactly (a time of the clock has nanoseconds a double does not hold).
    const back = 1_700_000_000;
    const recorded = async () => {
      utimesSync(folder, back, back);
      await build(root, out);
      assert.equal(listed(root, out), [], "the folder recorded with its modification time set back");
    };
    await build(root, out);
    for (const [what, change] of [
      ["added", () => writeFileSync(join(folder, "notes.txt"), "added by hand")],
      ["removed", () => rmSync(join(folder, "index.html.gz"))],
      ["renamed", () => renameSync(join(folder, "index.html"), join(folder, "index.htm"))],
    ] as const) {
      await recorded();
      change();
      // As a change within the clock's tick would leave it: the modification time as recorded, only the change time moved.
      utimesSync(folder, back, back);
      const stat = lstatSync(folder);
      assert.is(stat.mtimeMs, back * 1000, what);
      assert.ok(stat.ctimeMs > back * 1000, what);
      assert.is(verifiedManifest(root, out), undefined, `${what}: not trusted`);
      const id = folderId(out);
      await build(root, out);
      assert.is.not(folderId(out), id, `${what}: swapped whole`);
      assert.equal(readdirSync(folder).sort(), ["index.html", "index.html.br", "index.html.gz"], what);
    }
  }),
);

test("a folder the manifest does not know, left empty, keeps its parent listed: a file put in it later is found", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    mkdirSync(join(out, "contact/empty/deeper"), { recursive: true });
    const id = folderId(out);
    await build(root, out);
    assert.is(folderId(out), id, "a folder without files changes nothing: in place");
    assert.equal(listed(root, out), ["contact"], "listed every time");
    writeFileSync(join(out, "contact/empty/deeper/notes.txt"), "added by hand");
    assert.is(verifiedManifest(root, out), undefined);
    await build(root, out);
    assert.is.not(folderId(out), id, "swapped whole");
  }),
);

test.run();
