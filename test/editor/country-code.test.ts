// The new country's ISO 3166-1 code: `npm run new-country` and the editor's New country write a good one into
// site.yaml's countries:, refuse an unknown or taken one in plain words, and the check asks for a missing one.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { checkProject } from "../../src/pipeline/check/project";
import { loadProject } from "../../src/pipeline/load/project";
import { Refused, scaffoldCountry } from "../../scripts/new-country/scaffold";
import { startEditorApi, type EditorApiServer } from "../helpers/editor-api";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("new country: its code");
let root: string;
let api: EditorApiServer;

const post = (body: unknown) => api.send<{ output?: string; error?: string; page?: string }>("POST", "/__edit/api/country", body);

/** The command as an editor types it (without npm's own lines). */
const command = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", "scripts/new-country.ts", ...args], { cwd: root, encoding: "utf8" });
const site = () => readFileSync(join(root, "site.yaml"), "utf8");

test.before(async () => {
  root = tempProject("real");
  api = await startEditorApi(root);
});

test.after(async () => {
  await api.close();
  removeProject(root);
});

test("the command refuses an unknown code and one another country has, and changes nothing", () => {
  const before = site();
  const result = command("japan", "Japan", "JA");
  assert.is(result.stderr.trimEnd(), 'new-country: "JA" is not a country code: give the country\'s two letters from ISO 3166-1, for Japan JP');
  assert.is(result.status, 1);
  // The same refusal path in the command (printed after "new-country: ", exit 1, as above), called in this process.
  const taken = "KW is already the code of Kuwait in site.yaml: each country has its own code";
  assert.throws(() => scaffoldCountry(root, "fiji", "Fiji", "kw"), (error: Error) => error instanceof Refused && error.message === taken);
  assert.is(site(), before);
});

test("the editor's New country writes the code it was given (in capitals) into the country's entry", async () => {
  const answer = await post({ slug: "new-zealand", name: "New Zealand", code: "nz" });
  assert.is(answer.status, 200, answer.body.output);
  assert.match(site(), "\n  - { name: New Zealand, path: /for-new-zealand, code: NZ }\n");
  assert.match(answer.body.output ?? "", 'Added to site.yaml: the route /for-new-zealand, "New Zealand" (NZ) in countries:');
});

test("the editor's New country refuses a taken code and an unknown one with the command's words; a request without a code is refused", async () => {
  const before = site();
  const taken = await post({ slug: "aotearoa", name: "Aotearoa", code: "NZ" });
  assert.is(taken.status, 422);
  assert.is(taken.body.output, "new-country: NZ is already the code of New Zealand in site.yaml: each country has its own code");
  const unknown = await post({ slug: "narnia", name: "Narnia", code: "XX" });
  assert.is(unknown.status, 422);
  assert.is(unknown.body.output, 'new-country: "XX" is not a country code: give the country\'s two letters from ISO 3166-1, such as NZ for New Zealand');
  const none = await post({ slug: "narnia", name: "Narnia" });
  assert.equal([none.status, none.body.error], [400, "give a slug, a country name and its code"]);
  assert.is(site(), before);
});

test("a code used twice is an error at the second; a country without one is an error only for --production", () => {
  const text = site();
  try {
    writeFileSync(join(root, "site.yaml"), text.replace("{ name: Qatar, path: /for-qatar, code: QA }", "{ name: Qatar, path: /for-qatar, code: SA }").replace("{ name: Oman, path: /for-oman, code: OM }", "{ name: Oman, path: /for-oman }"));
    const lines = (production: boolean) => checkProject(loadProject(root), { production }).filter((p) => /code/.test(p.message)).map((p) => `${p.file}:${p.line}:${p.col}: ${p.severity}: ${p.message}`);
    const qatar = site().split("\n").findIndex((line) => line.includes("Qatar, path")) + 1;
    const oman = site().split("\n").findIndex((line) => line.includes("Oman, path")) + 1;
    assert.equal(lines(false), [`site.yaml:${qatar}:44: error: SA is also the code of Saudi Arabia`]);
    assert.equal(lines(true), [`site.yaml:${qatar}:44: error: SA is also the code of Saudi Arabia`, `site.yaml:${oman}:5: error: Oman has no country code`]);
  } finally {
    writeFileSync(join(root, "site.yaml"), text);
  }
});

test.run();
