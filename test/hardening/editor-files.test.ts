// The editor's reads and writes go through the project's file layer: never through a link, never over a change it has
// not seen, one at a time; validation reads the project in place (no copy, no photo bytes).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startDev, type RunningDev } from "../helpers/dev-server";
import { editOf, editorClient } from "../helpers/editor-client";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("hardening: the editor's files");
let root: string;
let outside: string;
let dev: RunningDev;
let client: Awaited<ReturnType<typeof editorClient>>;
const SECRET = "# outside the project: never to be read or written by the editor\nmeta: {}\n";

test.before(async () => {
  root = tempProject("real");
  outside = mkdtempSync(join(tmpdir(), "outside-"));
  writeFileSync(join(outside, "config.yaml"), SECRET);
  symlinkSync(join(outside, "config.yaml"), join(root, "pages/config.yaml"));
  symlinkSync(join(outside, "config.yaml"), join(root, "pages/leak.yaml"));
  dev = await startDev(root);
  client = await editorClient(dev);
});
test.after(async () => {
  await dev?.stop();
  if (root) removeProject(root);
  rmSync(outside, { recursive: true, force: true });
});

test("a page file that is a link: validate and save never write its target, load never returns it", async () => {
  const edit = editOf(root, "contact");
  for (const path of ["validate", "page"]) {
    const answer = await client.api(path, { page: "config", edit, hash: "" });
    assert.is(answer.status, 403, `${path}: ${answer.body}`);
    assert.equal(JSON.parse(answer.body), { error: "pages/config.yaml is a symbolic link; the tools never read or write through a link. Replace it with a real file" });
  }
  const load = await client.load("leak");
  assert.is(load.status, 403);
  assert.not.match(load.body, "outside the project");
  assert.is(readFileSync(join(outside, "config.yaml"), "utf8"), SECRET, "the link's target is untouched");
  // The links make the site fail validate; the tests below need a site that builds.
  for (const name of ["config", "leak"]) rmSync(join(root, `pages/${name}.yaml`));
});

test("a save that races a text editor's save (a second process writing the file) answers 409 and keeps the other save", async () => {
  const file = join(root, "pages/for-kuwait.yaml");
  const opened = await client.load("for-kuwait");
  const { hash } = JSON.parse(opened.body) as { hash: string };
  const edit = editOf(root, "for-kuwait");
  (edit.meta as { description: string }).description = "Saved by the visual editor, which must not win over the text editor.";
  const theirs = readFileSync(file, "utf8").replace("# yaml-language-server", "# saved in a text editor\n# yaml-language-server");
  // The other process writes its version again and again while the editor validates and saves.
  const writer = spawn(process.execPath, ["-e", `const fs=require("fs");const end=Date.now()+3000;const t=${JSON.stringify(theirs)};(function w(){fs.writeFileSync(${JSON.stringify(file)},t);if(Date.now()<end)setTimeout(w,2)})()`]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const saved = await client.api("page", { page: "for-kuwait", edit, hash });
  await new Promise((resolve) => writer.once("exit", resolve));
  assert.is(saved.status, 409, saved.body);
  assert.match(JSON.parse(saved.body).error, /^pages\/for-kuwait\.yaml was changed on disk since you opened it/);
  assert.is(readFileSync(file, "utf8"), theirs, "the text editor's save is on disk, whole");
});

test("a save while a text editor has the file half-written (empty, or cut mid-line) answers 409, not an error, and keeps the file", async () => {
  const file = join(root, "pages/for-qatar.yaml");
  const opened = await client.load("for-qatar");
  const { hash } = JSON.parse(opened.body) as { hash: string };
  const whole = readFileSync(file, "utf8");
  const edit = editOf(root, "for-qatar");
  (edit.meta as { description: string }).description = "Saved by the visual editor while a text editor was saving.";
  for (const partial of ["", whole.slice(0, whole.indexOf("sections:") + 14)]) {
    writeFileSync(file, partial);
    const saved = await client.api("page", { page: "for-qatar", edit, hash });
    assert.is(saved.status, 409, saved.body);
    assert.match(JSON.parse(saved.body).error, /^pages\/for-qatar\.yaml was changed on disk since you opened it/);
    assert.is(readFileSync(file, "utf8"), partial, "the file as the text editor left it");
  }
  writeFileSync(file, whole);
});

test("validation copies nothing: no shadow folder, no photo bytes under .cache", async () => {
  const edit = editOf(root, "about");
  const answer = await client.api("validate", { page: "about", edit, hash: "" });
  assert.is(answer.status, 200, answer.body);
  assert.not.ok(existsSync(join(root, ".cache/editor/shadow")));
  const photos = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => entry.isDirectory() ? photos(join(dir, entry.name)) : /\.(jpe?g|png|webp|svg)$/i.test(entry.name) ? [join(dir, entry.name)] : []);
  // Resized photos of the preview's own build live under .cache/images and .cache/dev; nothing else may hold a picture.
  assert.equal(photos(join(root, ".cache")).filter((path) => !/\.cache\/(images|dev|social-cards|editor\/assets)\//.test(path)), []);
});

test("two new countries at once: the scaffolds run one after the other and site.yaml keeps both", async () => {
  const [a, b] = await Promise.all([client.api("country", { slug: "atlantis", name: "Atlantis", code: "NZ" }), client.api("country", { slug: "lemuria", name: "Lemuria", code: "FJ" })]);
  assert.is(a.status, 200, a.body);
  assert.is(b.status, 200, b.body);
  const site = readFileSync(join(root, "site.yaml"), "utf8");
  for (const slug of ["atlantis", "lemuria"]) {
    assert.match(site, `page: for-${slug} }`);
    assert.match(site, `${slug}-consultant:`);
    assert.ok(statSync(join(root, `pages/for-${slug}.yaml`)).isFile());
  }
});

test("a new country through a dangling link (pages/for-japan.yaml → a file outside): refused, nothing written anywhere", async () => {
  const target = join(outside, "new.yaml");
  symlinkSync(target, join(root, "pages/for-japan.yaml"));
  const siteBefore = readFileSync(join(root, "site.yaml"), "utf8");
  const answer = await client.api("country", { slug: "japan", name: "Japan", code: "JP" });
  assert.is(answer.status, 403, answer.body);
  assert.equal(JSON.parse(answer.body), { error: "pages/for-japan.yaml is a symbolic link; the tools never read or write through a link. Replace it with a real file" });
  assert.not.ok(existsSync(target), "no file made through the link");
  assert.is(readFileSync(join(root, "site.yaml"), "utf8"), siteBefore);
});

test.run();
