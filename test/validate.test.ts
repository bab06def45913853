// `npm run validate` and failing builds on bad input: every named fixture prints its exact message and leaves dist/ alone.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../src/pipeline/build";
import { caseNames, fixtureTests, normalize, readCase } from "./helpers/fixture-cases";
import { FIXTURES, inTempProject, removeProject, tempProject } from "./helpers/project";

const test = suite("validate: bad input");
const names = caseNames();

test("at least 30 bad-input fixtures, each a YAML file with its expected output", () => {
  const bad = names.filter((name) => name.startsWith("bad-"));
  assert.ok(bad.length >= 30, `only ${bad.length} bad-* fixtures`);
  for (const name of names) assert.ok(existsSync(join(FIXTURES, readCase(name).file)), `${name}: its YAML file is missing`);
  const yamlFiles = readdirSync(FIXTURES).filter((name) => name.endsWith(".yaml"));
  const used = new Set(names.map((name) => readCase(name).file));
  assert.equal(yamlFiles.filter((name) => !used.has(name)), [], "fixtures without an .expected.txt");
});

fixtureTests(test, undefined, {
  "script-in-text": {
    proves: "</script> in a text field comes out as text, as escaped JSON-LD and in the page's data file",
    check: (root) => {
      const html = readFileSync(join(root, "dist/for-testland/index.html"), "utf8");
      const escaped = "Yes. \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!-- done";
      assert.ok(html.includes("<p>Yes. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- done</p>"), "shown as text");
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      assert.ok(jsonLd.some((json) => json.includes(`"text":"${escaped}"`)), "FAQPage JSON-LD carries the escaped answer");
      for (const json of jsonLd) assert.ok(JSON.parse(json), "still valid JSON");
      // The page's data is a file of its own (named on #root), not inline: there it is plain JSON, served as such.
      const dataUrl = /<div id="root"[^>]* data-page="([^"]+)"/.exec(html)?.[1] ?? "";
      const pageData = JSON.parse(readFileSync(join(root, "dist", dataUrl), "utf8")) as { sections: { items?: { answer: string }[] }[] };
      const answers = pageData.sections.flatMap((section) => section.items ?? []).map((item) => item.answer);
      assert.ok(answers.includes("Yes. </script><script>alert(1)</script> & <!-- done"), "the page data file carries the answer");
      assert.not.ok(html.includes("<script>alert(1)"), "no script element was injected");
      assert.not.ok(/<!--/.test(html.replace(/<!-- -->/g, "")), "no comment was opened");
    },
  },
});

test("every problem in every file at once, sorted by file, line and column, then the summary", () =>
  inTempProject("fixture", {}, async (root) => {
    copyFileSync(join(FIXTURES, "bad-site-unknown-translation-key.yaml"), join(root, "site.yaml"));
    const page = readFileSync(join(FIXTURES, "bad-unknown-type.yaml"), "utf8").replace("| {brand}", "| {brnad}");
    writeFileSync(join(root, "pages/for-testland.yaml"), page);
    const lines: string[] = [];
    const { code } = await run({ root, outDir: join(root, "dist"), validateOnly: true, production: false, strict: false }, (line) => lines.push(line));
    const output = lines.join("\n");
    assert.equal(output.match(/^\S+:\d+:\d+: \w+: .*$/gm), [
      "pages/for-testland.yaml:3:46: error: unknown placeholder {brnad}",
      'pages/for-testland.yaml:16:11: error: unknown section type "optoins"',
      'site.yaml:29:14: error: unknown translation key "navigation.contcat"',
    ]);
    assert.is(lines[lines.length - 1], "3 errors in 2 files; nothing was built.");
    assert.is(code, 1);
  }),
);

test("a folder or a broken link among the pages is reported at its name, not a crash", () =>
  inTempProject("fixture", {}, async (root) => {
    mkdirSync(join(root, "pages/folder.yaml"));
    symlinkSync(join(root, "no-such-file.yaml"), join(root, "pages/broken.yaml"));
    const lines: string[] = [];
    const { code } = await run({ root, outDir: join(root, "dist"), validateOnly: true, production: false, strict: false }, (line) => lines.push(line));
    assert.equal(lines.join("\n").match(/^\S+:\d+:\d+: error: .*$/gm), [
      "pages/broken.yaml:1:1: error: this is a symbolic link, not a file",
      "pages/folder.yaml:1:1: error: this is a folder, not a file",
    ]);
    assert.is(code, 1);
  }),
);

/** The CLI as an editor or CI runs it: a child process, messages on stderr, the exit code. */
function cli(root: string, command: string[]) {
  const result = spawnSync(command[0], command.slice(1), { cwd: root, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } });
  return { code: result.status, stderr: normalize(result.stderr.replace(/^npm warn .*\n/gm, ""), root), stdout: result.stdout };
}

test("the CLI prints the same messages on stderr and exits 1; exits 0 when only warnings remain", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const bad = readCase("bad-unknown-type");
    copyFileSync(join(FIXTURES, bad.file), join(root, bad.target));
    const failed = cli(root, [process.execPath, "--import", "tsx", "build.ts", "--validate"]);
    assert.is(failed.stderr.trimEnd(), bad.expected.replace("dist/ was not changed", "nothing was built"));
    assert.is(failed.code, 1);
    const warned = readCase("warn-long-title");
    copyFileSync(join(FIXTURES, warned.file), join(root, warned.target));
    const passed = cli(root, [process.execPath, "--import", "tsx", "build.ts", "--validate"]);
    assert.is(passed.stderr.trimEnd(), warned.expected);
    assert.is(passed.code, 0);
    const strict = cli(root, [process.execPath, "--import", "tsx", "build.ts", "--validate", "--strict"]);
    assert.is(strict.stderr.trimEnd(), readCase("strict-long-title").expected);
    assert.is(strict.code, 1);
  }),
);

/** The real site as checked out, shared by the tests that only read it (its code is compiled for the CLI once). */
let realCopy = "";
const realSite = () => (realCopy ||= tempProject("real"));
test.after(() => {
  if (realCopy) removeProject(realCopy);
});

test("npm run validate passes on the real site: the example values are one note, not a warning; exit 0", () => {
  const root = realSite();
  const site = parse(readFileSync(join(root, "site.yaml"), "utf8")) as { people?: Record<string, unknown> };
  const people = Object.keys(site.people ?? {}).length;
  // A country just added by npm run new-country leaves [FILL IN: …] warnings until its text is written; nothing else.
  const fillIn = (line: string) => line.endsWith(": warning: this text is still to be written (FILL IN)");
  const checked = cli(root, ["npm", "run", "--silent", "validate"]);
  const warned = (checked.stderr.match(/^\S+:\d+:\d+: \w+: .*$/gm) ?? []).filter((line) => !fillIn(line));
  assert.equal(warned, []);
  const result = cli(root, ["npm", "run", "--silent", "validate", "--", "--strict"]);
  assert.is(result.code, checked.stderr.includes("(FILL IN)") ? 1 : 0, result.stderr);
  assert.equal((result.stderr.match(/^\S+:\d+:\d+: \w+: .*$/gm) ?? []).filter((line) => !fillIn(line)), []);
  assert.equal(result.stderr.match(/^note: .*$/gm), [
    `note: site.yaml still holds ${3 + 2 * people} example values (the site address, the company e-mail, the booking URL, the name or photo of ${people} people); the site owner replaces them before publishing, and npm run validate -- --production lists each one.`,
    // The Imprint's company details, in English and in German (# EXAMPLE at the end of each line).
    "note: pages/imprint.yaml still holds 7 example values marked # EXAMPLE; replace them before publishing (npm run validate -- --production lists each one).",
    "note: pages/de/imprint.yaml still holds 7 example values marked # EXAMPLE; replace them before publishing (npm run validate -- --production lists each one).",
  ]);
  if (result.code === 0) assert.match(result.stderr, /^0 errors, 0 warnings; \d+ pages valid \(N ms\)\.$/m);
});

test("--production refuses every example value of the real site, naming each place", () => {
  const root = realSite();
  const site = parse(readFileSync(join(root, "site.yaml"), "utf8")) as { people?: Record<string, unknown> };
  const people = Object.keys(site.people ?? {});
  const result = cli(root, ["npm", "run", "--silent", "validate", "--", "--production"]);
  assert.is(result.code, 1);
  const messages = (result.stderr.match(/^site\.yaml:\d+:\d+: error: .*$/gm) ?? []).map((line) => line.replace(/^site\.yaml:\d+:\d+: error: /, ""));
  assert.equal(messages, [
    "the site address is still an example value",
    "the company e-mail is still an example value",
    "the booking URL is still an example value",
    ...people.flatMap((key) => [`the name of ${key} is still an example value`, `the photo of ${key} is still an example value`]),
  ]);
  // Only the owner's values in site.yaml, unless a new country's [FILL IN: …] text is still to be written in pages/.
  const inPages = (result.stderr.match(/^pages\/\S+:\d+:\d+: error: .*$/gm) ?? []).filter((line) => !line.endsWith("error: this text is still to be written (FILL IN)"));
  // And the Imprint's company details, each at its line, in English and in German.
  assert.equal(inPages.map((line) => line.replace(/:\d+:\d+:/, ":")), [
    ...Array(7).fill("pages/de/imprint.yaml: error: this is still an example value (marked # EXAMPLE)"),
    ...Array(7).fill("pages/imprint.yaml: error: this is still an example value (marked # EXAMPLE)"),
  ]);
  const total = Number(/^(\d+) errors? in \d+ files?; nothing was built\.$/m.exec(result.stderr)?.[1]);
  assert.is(total, messages.length + inPages.length + (result.stderr.match(/error: this text is still to be written \(FILL IN\)$/gm) ?? []).length);
});

test.run();
