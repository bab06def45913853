// Every editor request finishes in time linear in its size: an edit no page could be (15,000 or 40,000 fields in meta,
// a list of 5,000 items, nesting 1,000 deep) is refused at once with a clear error, and the preview answers meanwhile.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseDocument } from "yaml";
import { startDev, type RunningDev } from "../helpers/dev-server";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("hardening: editor limits");
let root: string;
let dev: RunningDev;
let token: string;

function send(url: string, { method = "GET", body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(url, { method, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

const api = (path: string, body: unknown) =>
  send(`${dev.editorUrl}api/${path}`, {
    method: path === "page" ? "PUT" : "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "X-Editor-Token": token, Origin: new URL(dev.editorUrl).origin },
  });

test.before(async () => {
  root = tempProject("real");
  dev = await startDev(root);
  token = /<meta name="editor-token" content="([^"]+)">/.exec((await send(`${dev.editorUrl}contact`)).body)![1];
});
test.after(async () => {
  await dev?.stop();
  if (root) removeProject(root);
});

function contactEdit() {
  const spec = parseDocument(readFileSync(join(root, "pages/contact.yaml"), "utf8")).toJS() as { meta: Record<string, unknown>; sections: Record<string, unknown>[] };
  return { meta: spec.meta, sections: spec.sections.map((data, origin) => ({ origin, data })) };
}

const flooded = (fields: number) => {
  const edit = contactEdit();
  for (let i = 0; i < fields; i++) edit.meta[`k${i}`] = "v";
  return edit;
};

test("15,000 and 40,000 fields in meta: 413 with the reason, for validate and save, and the preview answers while they run", async () => {
  for (const fields of [15_000, 40_000]) {
    const body = { page: "contact", edit: flooded(fields), hash: "" };
    assert.ok(JSON.stringify(body).length < 512 * 1024, "under the body limit");
    const [validate, save, preview] = await Promise.all([api("validate", body), api("page", body), send(dev.url)]);
    const error = `not checked: meta has ${Object.keys(body.edit.meta).length} fields; no part of a page has more than 64`;
    assert.ok(Object.keys(body.edit.meta).length >= fields);
    assert.equal([validate.status, JSON.parse(validate.body)], [413, { error }]);
    assert.equal([save.status, JSON.parse(save.body)], [413, { error }]);
    assert.is(preview.status, 200);
  }
});

test("a list of 5,000 items, nesting 1,000 deep, 6,000 values: each refused with its reason", async () => {
  const long = contactEdit();
  (long.sections[0].data as Record<string, unknown>).actions = Array.from({ length: 5000 }, () => ({ label: "x", href: "/" }));
  let deep: unknown = "x";
  for (let i = 0; i < 1000; i++) deep = { d: deep };
  const nested = contactEdit();
  nested.meta.extra = deep;
  const many = contactEdit();
  many.sections = Array.from({ length: 100 }, (_, index) => ({ origin: null as unknown as number, data: Object.fromEntries(Array.from({ length: 60 }, (__, i) => [`f${i}`, index])) }));
  const answers = await Promise.all([long, nested, many].map((edit) => api("validate", { page: "contact", edit })));
  assert.equal(answers.map((answer) => [answer.status, (JSON.parse(answer.body) as { error: string }).error]), [
    [413, "not checked: sections.0.data.actions has 5000 items; no list of a page takes more than 100"],
    [413, "not checked: meta.extra.d.d.d.d.d.d.d.d.d.d.d.d.d.d is nested more than 16 levels deep; no field of a page is"],
    [413, "not checked: the edit has more than 5000 values; a page has far fewer: reload the editor"],
  ]);
});

test("a page with hundreds of mistakes answers with the first 100 problems, each at its field", async () => {
  const edit = contactEdit();
  edit.sections = Array.from({ length: 90 }, () => ({ origin: null as unknown as number, data: { type: "hero", eyebrow: 1, title: 2, lead: 3, unknown: 4 } }));
  const answer = await api("validate", { page: "contact", edit });
  assert.is(answer.status, 200);
  const problems = (JSON.parse(answer.body) as { problems: { text: string }[] }).problems;
  assert.is(problems.length, 100);
  assert.match(problems[0].text, /^pages\/contact\.yaml:\d+:\d+: error: /);
});

test.run();
