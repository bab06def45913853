// The output written in place: when dist/ is exactly as the last build left it (its signed manifest), a rebuild puts
// only the changed files into the same folder; anything else (a hand-edited dist/, an altered manifest, a big change)
// swaps a whole new folder in; a failure half-way puts every file back.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { placeChanges } from "../../src/pipeline/emit/in-place";
import type { Manifest } from "../../src/pipeline/emit/output-manifest";
import { inTempProject, removeProject, tempProject } from "../helpers/project";

const test = suite("engine: output in place");

async function build(root: string, outDir: string) {
  const lines: string[] = [];
  const { code } = await run({ root, outDir, validateOnly: false, production: false, strict: false }, (line) => void lines.push(line));
  assert.is(code, 0, lines.join("\n"));
}

/** Every file under `dir` with its bytes, by path. */
function contents(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) if (statSync(join(dir, name)).isFile()) files.set(name, readFileSync(join(dir, name)));
  return files;
}

/** The output is byte for byte what a build into a new folder gives. */
async function assertFresh(root: string, out: string) {
  const fresh = join(root, "fresh");
  rmSync(fresh, { recursive: true, force: true });
  await build(root, fresh);
  const [got, want] = [contents(out), contents(fresh)];
  assert.equal([...got.keys()], [...want.keys()]);
  for (const [name, bytes] of got) assert.ok(bytes.equals(want.get(name)!), name);
}

const folderId = (dir: string) => statSync(dir).ino;

test("a page added, then removed: dist/ stays the same folder, and the page's files and folder leave it", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    const folder = folderId(out);
    cpSync(join(root, "pages/contact.yaml"), join(root, "pages/extra.yaml"));
    const site = readFileSync(join(root, "site.yaml"), "utf8");
    writeFileSync(join(root, "site.yaml"), site.replace("  - { path: /contact, page: contact }", "  - { path: /contact, page: contact }\n  - { path: /extra, page: extra }"));
    await build(root, out);
    assert.is(folderId(out), folder, "written in place");
    assert.ok(existsSync(join(out, "extra/index.html.br")));
    rmSync(join(root, "pages/extra.yaml"));
    // A published route that goes needs a redirect (the build says so).
    writeFileSync(join(root, "site.yaml"), `${site.trimEnd()}\nredirects:\n  - { from: /extra, to: /contact }\n`);
    await build(root, out);
    assert.is(folderId(out), folder, "written in place");
    assert.not.ok(existsSync(join(out, "extra")), "the page's folder is gone");
    assert.not.ok(existsSync(join(out, "data/extra.json")));
    assert.equal(readdirSync(join(root)).filter((name) => /^dist\.(old|tmp)-/.test(name)), [], "nothing left beside dist/");
    await assertFresh(root, out);
  }),
);

test("dist/ changed by hand (a file edited, one added, one deleted): the next build swaps in a whole new folder", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    for (const change of [
      () => writeFileSync(join(out, "contact/index.html"), "edited by hand"),
      () => writeFileSync(join(out, "contact/notes.txt"), "added by hand"),
      () => rmSync(join(out, "sitemap.xml.gz")),
    ]) {
      const folder = folderId(out);
      change();
      await build(root, out);
      assert.is.not(folderId(out), folder, "swapped whole");
      await assertFresh(root, out);
      // And the build after that, dist/ being as it left it, is in place again.
      const page = join(root, "pages/contact.yaml");
      writeFileSync(page, readFileSync(page, "utf8") + "\n");
      const now = folderId(out);
      await build(root, out);
      assert.is(folderId(out), now, "in place again");
    }
  }),
);

test("a manifest altered in .cache/ is not trusted: the folder is swapped whole", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    const [manifest] = readdirSync(join(root, ".cache")).filter((name) => /^output-\w+\.json$/.test(name));
    const path = join(root, ".cache", manifest);
    writeFileSync(path, readFileSync(path, "utf8").replace('"contact/index.html"', '"contact/other.html"'));
    const folder = folderId(out);
    await build(root, out);
    assert.is.not(folderId(out), folder);
    await assertFresh(root, out);
  }),
);

/** A folder of files and the manifest that names them (states as they are; no hashes: placeChanges reads none). */
function folderWith(dir: string, files: Record<string, string>): Manifest {
  const manifest: Manifest = new Map();
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
    manifest.set(name, { state: statSync(join(dir, name)) });
  }
  return manifest;
}

test("placeChanges: a failure half-way puts back every file it replaced, removed or added", () => {
  const dir = join(tempProject("fixture"), "place");
  try {
    const target = join(dir, "dist");
    const manifest = folderWith(target, { "a.html": "old a", "b.html": "old b", "gone.html": "old gone" });
    const before = [...contents(target)].map(([name, bytes]) => `${name}=${bytes}`);
    const staging = join(dir, "staging");
    folderWith(staging, { "a.html": "new a", "new/b.html": "new b" });
    // A file where a staged file needs a folder, and that the manifest does not know: the second rename cannot happen.
    writeFileSync(join(target, "new"), "in the way");
    assert.throws(() => placeChanges(target, staging, manifest, new Set(["b.html"]), join(dir, "aside")));
    assert.equal([...contents(target)].map(([name, bytes]) => `${name}=${bytes}`), [...before, "new=in the way"].sort());
    assert.equal([...contents(staging).keys()], ["a.html", "new/b.html"], "the staged files are staged still");
  } finally {
    removeProject(join(dir, ".."));
  }
});

test("placeChanges: a big change, or a file taking a folder's place, is left to a swap of the whole folder", () => {
  const dir = join(tempProject("fixture"), "place");
  try {
    const target = join(dir, "dist");
    const files = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`page-${i}/index.html`, `old ${i}`]));
    const manifest = folderWith(target, files);
    const staging = join(dir, "staging");
    folderWith(staging, Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`page-${i}/index.html`, `new ${i}`])));
    assert.is(placeChanges(target, staging, manifest, new Set(), join(dir, "aside")), undefined, "101 files of 120");
    rmSync(staging, { recursive: true });
    folderWith(staging, { "page-1": "a file where a folder is" });
    const kept = new Set(Object.keys(files));
    assert.is(placeChanges(target, staging, manifest, kept, join(dir, "aside")), undefined);
    assert.equal(contents(target).size, 120, "nothing was moved");
    rmSync(staging, { recursive: true });
    folderWith(staging, { "page-1/index.html": "new 1" });
    assert.equal(placeChanges(target, staging, manifest, kept, join(dir, "aside")), { placed: ["page-1/index.html"], removed: [] });
    assert.is(readFileSync(join(target, "page-1/index.html"), "utf8"), "new 1");
  } finally {
    removeProject(join(dir, ".."));
  }
});

test.run();
