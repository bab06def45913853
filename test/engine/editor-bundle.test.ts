// The dev server's editor bundle: a reload with nothing changed is answered with the last build, without esbuild; a
// changed source file of the editor is bundled anew on the next reload.
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { stop } from "esbuild";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { editorBundler } from "../../scripts/dev/editor/bundle";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("engine: editor bundle");
const root = tempProject("fixture", { code: true });
const bundle = editorBundler(root);

test.after(() => {
  removeProject(root);
  // The bundler keeps esbuild's service for the next reload, as the dev server does: ended here, the process can exit.
  void stop();
});

test("a reload with nothing changed gets the last build; a changed editor file is bundled anew", async () => {
  const first = await bundle(true);
  assert.ok(first.js.length > 100_000 && first.css.length > 1_000, "the editor's script and stylesheet");
  assert.ok((await bundle(true)) === first, "nothing changed: the same build, esbuild not run");
  assert.ok((await bundle(false)) === first, "the stylesheet's request takes the last build");
  // Later than the build's start by more than a file system's time stamp can blur.
  await new Promise((resolve) => setTimeout(resolve, 20));
  appendFileSync(join(root, "src/editor/main.tsx"), '\nconsole.debug("bundled anew");\n');
  const second = await bundle(true);
  assert.ok(second !== first && second.js.includes("bundled anew"), "the change is in the new build");
  assert.ok((await bundle(true)) === second, "and kept until the next change");
});

test.run();
