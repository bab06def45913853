// The visual editor's server side: saving in place (one field, one line), the hash check, same-origin writes only.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseDocument } from "yaml";
import { editedText, hashOf } from "../../scripts/dev/editor/page-file";
import { validatePage } from "../../scripts/dev/editor/validate";
import type { EditedPage } from "../../scripts/dev/editor/yaml-update";
import { startEditorApi, type EditorApiServer } from "../helpers/editor-api";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("editor api");
let root: string;
let api: EditorApiServer;
const PAGE = "pages/for-kuwait.yaml";

/** The page as the editor sends it: every section from its own place in the file. */
function editOf(text: string): EditedPage {
  const spec = parseDocument(text).toJS() as { meta: Record<string, unknown>; sections: Record<string, unknown>[] };
  return { meta: spec.meta, sections: spec.sections.map((data, origin) => ({ origin, data })) };
}

const send = (method: string, path: string, body: unknown, origin?: string | null) => api.send(method, path, body, origin);

test.before(async () => {
  root = tempProject("real", { code: false });
  api = await startEditorApi(root);
});

test.after(async () => {
  await api.close();
  removeProject(root);
});

test("an unchanged page is written back byte for byte; one changed field changes one line", () => {
  const text = readFileSync(join(root, PAGE), "utf8");
  const edit = editOf(text);
  assert.is(editedText(text, edit), text);
  const faq = edit.sections.find((s) => s.data.type === "faq")!.data as { items: { answer: string }[] };
  faq.items[1].answer = "About 6-12 weeks.";
  const changed = editedText(text, edit).split("\n");
  const lines = text.split("\n");
  assert.is(changed.length, lines.length);
  assert.equal(lines.filter((line, i) => line !== changed[i]).length, 1);
});

test("moved sections keep their comments and flow style; a removed one is gone", () => {
  const text = "# yaml-language-server: $schema=../schema/page.json\nmeta:\n  title: T\n  description: D\nsections:\n  # the opening\n  - type: hero\n    title: H\n    lead: L\n    actions:\n      - { label: Go, href: /contact }\n  - type: cta\n    title: C\n  - type: prose\n    body: P\n";
  const out = editedText(text, { meta: { title: "T", description: "D" }, sections: [{ origin: 1, data: { type: "cta", title: "C" } }, { origin: 0, data: { type: "hero", title: "H", lead: "L", actions: [{ label: "Go", href: "/contact" }] } }] });
  assert.is(out, "# yaml-language-server: $schema=../schema/page.json\nmeta:\n  title: T\n  description: D\nsections:\n  - type: cta\n    title: C\n  # the opening\n  - type: hero\n    title: H\n    lead: L\n    actions:\n      - { label: Go, href: /contact }\n");
});

test("validate reports the build's own problems at their data path", () => {
  const text = readFileSync(join(root, PAGE), "utf8").replace(/^( {2}title: ).*$/m, `$1${"A".repeat(70)}`);
  const problems = validatePage(root, "for-kuwait", text);
  const title = problems.find((p) => p.path.join(".") === "meta.title");
  assert.ok(title, JSON.stringify(problems));
  assert.is(title!.severity, "warning");
  assert.match(title!.text, /^pages\/for-kuwait\.yaml:3:10: warning: title is 70 characters/);
});

test("a save from another origin is refused; a save over a file changed on disk answers 409 and writes nothing", async () => {
  const text = readFileSync(join(root, PAGE), "utf8");
  const edit = editOf(text);
  edit.meta.title = "Changed title | {brand}";
  assert.is((await send("PUT", "/__edit/api/page", { page: "for-kuwait", edit, hash: hashOf(text) }, "http://evil.example")).status, 403);
  assert.is((await send("PUT", "/__edit/api/page", { page: "for-kuwait", edit, hash: hashOf(text) }, null)).status, 403);
  writeFileSync(join(root, PAGE), text + "\n");
  const stale = await send("PUT", "/__edit/api/page", { page: "for-kuwait", edit, hash: hashOf(text) });
  assert.is(stale.status, 409);
  assert.match(String(stale.body.error), /was changed on disk since you opened it/);
  assert.is(readFileSync(join(root, PAGE), "utf8"), text + "\n");
  const saved = await send("PUT", "/__edit/api/page", { page: "for-kuwait", edit, hash: hashOf(text + "\n") });
  assert.is(saved.status, 200);
  assert.match(readFileSync(join(root, PAGE), "utf8"), /^ {2}title: Changed title \| \{brand\}$/m);
});

test("a save with an error is refused with the list; a page outside pages/ is not found", async () => {
  const text = readFileSync(join(root, PAGE), "utf8");
  const edit = editOf(text);
  (edit.sections[0].data as { actions: { href: string }[] }).actions[0].href = "javascript:alert(1)";
  const refused = await send("PUT", "/__edit/api/page", { page: "for-kuwait", edit, hash: hashOf(text) });
  assert.is(refused.status, 422);
  assert.ok((refused.body.problems as { path: string[]; severity: string }[]).some((p) => p.path.join(".") === "sections.0.actions.0.href" && p.severity === "error"));
  assert.is(readFileSync(join(root, PAGE), "utf8"), text);
  assert.is((await send("POST", "/__edit/api/validate", { page: "../site", edit, hash: "" })).status, 404);
});

test.run();
