// A new section's example values: saved marked # EXAMPLE where they are still the example, unmarked once edited, and
// refused by --production at file:line:col; and the whole site's problem list, in an editor's words with links.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseDocument } from "yaml";
import { examplePaths } from "../../scripts/dev/editor/example-marks";
import { editedText } from "../../scripts/dev/editor/page-file";
import { siteProblems } from "../../scripts/dev/editor/site-problems";
import type { EditedPage } from "../../scripts/dev/editor/yaml-update";
import { checkProject } from "../../src/pipeline/check/project";
import { loadProject } from "../../src/pipeline/load/project";
import { sectionDefs } from "../../src/sections";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("example values of a new section");
const PAGE = "pages/for-kuwait.yaml";
let root: string;

const example = (type: string) => structuredClone((sectionDefs.find((def) => def.type === type) as { example: Record<string, unknown> }).example);
/** The page as the editor sends it: its own sections, and `added` as a new one at the end. */
function withNew(text: string, added?: Record<string, unknown>): EditedPage {
  const spec = parseDocument(text).toJS() as { meta: Record<string, unknown>; sections: Record<string, unknown>[] };
  return { meta: spec.meta, sections: [...spec.sections.map((data, origin) => ({ origin, data })), ...(added ? [{ origin: null, data: added }] : [])] };
}

test.before(() => {
  root = tempProject("real", { code: false });
});
test.after(() => removeProject(root));

test("a new Figures section is saved with each example text marked; what the editor changed first is not", () => {
  const text = readFileSync(join(root, PAGE), "utf8");
  const stats = example("stats") as { items: { value: string; label: string }[] };
  stats.items[0].value = "Up to 60%";
  const saved = editedText(text, withNew(text, { ...stats, id: "figures" }));
  const added = saved.slice(text.length);
  assert.ok(saved.startsWith(text), "the page's own lines stay as they were");
  assert.equal(added.split("\n").filter((line) => line.includes("Faster hiring") || line.includes("Up to 60%") || line.includes("type: stats") || line.includes("id: figures")), [
    "  - type: stats",
    "      - value: Up to 60%",
    "        label: Faster hiring # EXAMPLE",
    "    id: figures",
  ]);
  assert.is(added.match(/# EXAMPLE$/gm)?.length, 13, "2 headings and 11 of the 12 figures' texts");
  const paths = examplePaths(saved).map((path) => path.join("."));
  assert.ok(paths.includes("sections.8.items.1.value") && paths.includes("sections.8.title"));
  assert.not.ok(paths.includes("sections.8.items.0.value"));
});

test("a section of the page deleted, saved and brought back by undo is the page's own: none of its values is marked", () => {
  const text = readFileSync(join(root, PAGE), "utf8");
  const edit = withNew(text);
  const industries = edit.sections.findIndex((section) => section.data.type === "industries");
  const [removed] = edit.sections.splice(industries, 1);
  const without = editedText(text, edit);
  // The Kuwait page's industries are its type's example, word for word: only where they come from tells them apart.
  const back = withNew(without);
  back.sections.splice(industries, 0, { origin: null, fromFile: true, data: removed.data });
  assert.is(editedText(without, back), text, "the file as it was, byte for byte");
  const added = withNew(without);
  added.sections.splice(industries, 0, { origin: null, data: removed.data });
  assert.match(editedText(without, added), /title: Onsite hiring # EXAMPLE/, "the same words added from the catalogue are marked");
});

test("editing a marked value removes its mark, and only its own, as does keeping one as it is; a choice (style) is never marked", () => {
  const text = readFileSync(join(root, PAGE), "utf8");
  const saved = editedText(text, withNew(text, { ...example("cta"), id: "closing" }));
  assert.not.match(saved.slice(text.length), /(style|type): \S+ # EXAMPLE/);
  const stats = editedText(saved, withNew(saved, { ...example("stats"), id: "figures" }));
  const edit = withNew(stats);
  (edit.sections[9].data as { items: { value: string }[] }).items[1].value = "90%";
  edit.keep = [["sections", 9, "items", 2, "label"], ["sections", 0, "title"], "not a path"];
  const again = editedText(stats, edit);
  assert.equal(changed(stats, again), [["      - value: 85% # EXAMPLE", "      - value: 90%"], ["        label: Response time # EXAMPLE", "        label: Response time"]]);
});

test("--production refuses a saved page with example values at file:line:col; a build without it only notes them", () => {
  const text = readFileSync(join(root, PAGE), "utf8");
  const saved = editedText(text, withNew(text, { ...example("stats"), id: "figures" }));
  writeFileSync(join(root, PAGE), saved);
  try {
    const line = saved.split("\n").findIndex((l) => l.includes("value: 85% # EXAMPLE")) + 1;
    const strict = checkProject(loadProject(root), { production: true }).filter((p) => p.file === PAGE).map((p) => `${p.file}:${p.line}:${p.col}: ${p.severity}: ${p.message}`);
    assert.is(strict.length, 14);
    assert.ok(strict.includes(`${PAGE}:${line}:16: error: this is still an example value (marked # EXAMPLE)`), strict.join("\n"));
    const project = loadProject(root);
    assert.equal(checkProject(project, { production: false }).filter((p) => p.file === PAGE), []);
    assert.ok(project.files.find((file) => file.name === PAGE)!.notes.some((note) => note.startsWith(`${PAGE} still holds 14 example values marked # EXAMPLE`)));
  } finally {
    writeFileSync(join(root, PAGE), text);
  }
});

test("past the first 100 problems, the whole site's check still counts every error and warning", () => {
  const site = readFileSync(join(root, "site.yaml"), "utf8");
  const imprint = readFileSync(join(root, "pages/imprint.yaml"), "utf8");
  const before = siteProblems(root);
  try {
    // 20 more copies of the imprint, 7 marked values each.
    const routes = Array.from({ length: 20 }, (_, n) => `  - { path: /imprint-${n}, page: imprint-${n} }\n`).join("");
    for (let n = 0; n < 20; n++) writeFileSync(join(root, `pages/imprint-${n}.yaml`), imprint);
    writeFileSync(join(root, "site.yaml"), site.replace("  - { path: /terms-and-conditions, page: terms-and-conditions }\n", (last) => last + routes));
    const after = siteProblems(root);
    assert.is(after.problems.length, 100);
    assert.is(after.errors, before.errors + 140);
    assert.is(after.warnings, before.warnings);
  } finally {
    writeFileSync(join(root, "site.yaml"), site);
    for (let n = 0; n < 20; n++) rmSync(join(root, `pages/imprint-${n}.yaml`));
  }
});

test("the whole site's problems name each page in an editor's words and link to the field", () => {
  const { problems, errors, warnings } = siteProblems(root);
  assert.equal([errors, warnings], [problems.filter((p) => p.severity === "error").length, problems.filter((p) => p.severity === "warning").length], "fewer than 100: every one is listed");
  const imprint = problems.find((p) => p.file === "pages/imprint.yaml")!;
  assert.equal([imprint.place, imprint.href, imprint.message], ["Imprint page (/imprint)", `/__edit/imprint#field=${encodeURIComponent(imprint.path.join("."))}`, "this is still an example value (marked # EXAMPLE)"]);
  const german = problems.find((p) => p.file === "pages/de/imprint.yaml")!;
  assert.equal([german.place, german.href], ["German translation of the Imprint page (/imprint)", "/__edit/de/imprint"]);
  const email = problems.find((p) => p.file === "site.yaml" && p.path.join(".") === "settings.email")!;
  assert.equal([email.place, email.href, email.message], ["Site settings (site.yaml)", "/__edit/site#field=settings.email", "the company e-mail is still an example value"]);
});

function changed(before: string, after: string): [string, string][] {
  const a = before.split("\n");
  const b = after.split("\n");
  assert.is(b.length, a.length);
  return a.map((line, i): [string, string] => [line, b[i]]).filter(([x, y]) => x !== y);
}

test.run();
