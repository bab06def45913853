// The dev server's watcher on a real folder: saves written in place and saves by rename (a new file renamed over the
// old one, as sed -i, vim, Emacs, gedit and JetBrains' safe write do) are each seen, every time, under the file's name.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { watchProject, type Change } from "../../scripts/dev/watch";

const test = suite("engine: the dev server's watcher");

/** A project folder being watched, and the next change it reports (within 3 s, or the test fails saying what it waited for). */
function watched() {
  const root = mkdtempSync(join(tmpdir(), "dev-watch-"));
  for (const [name, text] of [["site.yaml", "a: 1\n"], ["pages/home.yaml", "a: 1\n"], ["pages/de/home.yaml", "a: 1\n"], ["src/code.ts", "1\n"]]) {
    mkdirSync(join(root, name, ".."), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  const changes: Change[] = [];
  let heard: (() => void) | undefined;
  const watcher = watchProject(root, (change) => {
    changes.push(change);
    heard?.();
  });
  const next = (what: string) =>
    new Promise<Pick<Change, "files" | "code">>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no change reported for ${what}`)), 3000);
      const take = () => {
        if (!changes.length) return;
        clearTimeout(timer);
        heard = undefined;
        const { files, code } = changes.shift()!;
        resolve({ files, code });
      };
      heard = take;
      take();
    });
  const saveByRename = (name: string, text: string) => {
    writeFileSync(join(root, `${name}.tmp-save`), text);
    renameSync(join(root, `${name}.tmp-save`), join(root, name));
  };
  const close = () => {
    watcher.close();
    rmSync(root, { recursive: true, force: true });
  };
  return { root, next, saveByRename, close };
}

test("a page saved by rename three times: each save is one change naming the page, not the temporary file", async () => {
  const { next, saveByRename, close } = watched();
  try {
    for (const save of [1, 2, 3]) {
      saveByRename("pages/home.yaml", `a: ${save + 1}\n`);
      assert.equal(await next(`save ${save}`), { files: ["pages/home.yaml"], code: false }, `save ${save}`);
    }
    saveByRename("pages/de/home.yaml", "a: 2\n");
    assert.equal(await next("a translation saved by rename"), { files: ["pages/de/home.yaml"], code: false });
    saveByRename("pages/de/home.yaml", "a: 3\n");
    assert.equal(await next("a translation saved by rename again"), { files: ["pages/de/home.yaml"], code: false });
  } finally {
    close();
  }
});

test("saves in place, site.yaml, code, a folder made after the start and a folder removed", async () => {
  const { root, next, saveByRename, close } = watched();
  try {
    writeFileSync(join(root, "pages/home.yaml"), "a: 2\n");
    assert.equal(await next("a save in place"), { files: ["pages/home.yaml"], code: false });
    saveByRename("site.yaml", "a: 2\n");
    assert.equal(await next("site.yaml saved by rename"), { files: ["site.yaml"], code: false });
    saveByRename("site.yaml", "a: 3\n");
    assert.equal(await next("site.yaml saved by rename again"), { files: ["site.yaml"], code: false });
    saveByRename("src/code.ts", "2\n");
    assert.equal(await next("code saved by rename"), { files: ["src/code.ts"], code: true });
    mkdirSync(join(root, "pages/ar"));
    assert.equal(await next("a new folder"), { files: ["pages/ar"], code: false });
    writeFileSync(join(root, "pages/ar/home.yaml"), "a: 1\n");
    assert.equal(await next("a file in the new folder"), { files: ["pages/ar/home.yaml"], code: false });
    saveByRename("pages/ar/home.yaml", "a: 2\n");
    assert.equal(await next("a save by rename in the new folder"), { files: ["pages/ar/home.yaml"], code: false });
    rmSync(join(root, "pages/de"), { recursive: true });
    // Nothing it named is left: the folder it was in is named, and the dev server reloads all of pages/.
    assert.equal(await next("a folder removed"), { files: ["pages/"], code: false });
    writeFileSync(join(root, "pages/home.yaml"), "a: 3\n");
    assert.equal(await next("a save after the folder was removed"), { files: ["pages/home.yaml"], code: false });
  } finally {
    close();
  }
});

test.run();
