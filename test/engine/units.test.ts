// Small pure pieces of the engine: JSON escaping for <script>, translation lookup, saved language, problem format.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { codeFrame, didYouMean, formatProblem, summary } from "../../src/pipeline/problems";
import { fill } from "../../src/pipeline/placeholders";
import { LANGUAGE_STORAGE_KEY, lookup, restoreLanguage, saveLanguage } from "../../src/core/i18n";
import { scriptJson } from "../../src/app/head";
import { sectionDefs } from "../../src/sections";
import { pageSchema } from "../../src/schema/page";
import { normalizePath } from "../../src/core/site-data";

const test = suite("engine units");

test("scriptJson escapes <, > and & so text cannot close a <script>", () => {
  const json = scriptJson({ text: "</script><script>alert(1)</script> & <!--" });
  assert.is(json, '{"text":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!--"}');
  assert.equal(JSON.parse(json), { text: "</script><script>alert(1)</script> & <!--" });
});

test("lookup follows dot paths and returns undefined for a group or a missing key", () => {
  const messages = { navigation: { home: "Home" }, global: { notFound: { title: "Oops!" } } };
  assert.is(lookup(messages, "navigation.home"), "Home");
  assert.is(lookup(messages, "global.notFound.title"), "Oops!");
  assert.is(lookup(messages, "global.notFound"), undefined);
  assert.is(lookup(messages, "navigation.nope"), undefined);
});

test("restoreLanguage keeps a saved value that is one of the site's languages, else answers undefined", () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null) });
  const codes = ["en", "de"];
  assert.is(LANGUAGE_STORAGE_KEY, "language");
  assert.is(restoreLanguage(storage("en"), codes), "en");
  assert.is(restoreLanguage(storage("de"), codes), "de");
  assert.is(restoreLanguage(storage("de"), ["en"]), undefined);
  assert.is(restoreLanguage(storage("fr"), codes), undefined);
  assert.is(restoreLanguage(storage(null), codes), undefined);
  assert.is(restoreLanguage(undefined, codes), undefined);
  assert.is(restoreLanguage({ getItem: () => { throw new Error("denied"); } }, codes), undefined);
});

test("saveLanguage stores one of the site's languages under \"language\" and refuses others", () => {
  const saved = new Map<string, string>();
  const storage = { setItem: (key: string, value: string) => void saved.set(key, value) };
  assert.is(saveLanguage(storage, ["en", "de"], "xx"), false);
  assert.equal([...saved], []);
  assert.is(saveLanguage(storage, ["en", "de"], "de"), true);
  assert.equal([...saved], [["language", "de"]]);
  assert.is(saveLanguage({ setItem: () => { throw new Error("quota"); } }, ["en"], "en"), true, "a refusing storage does not break the choice");
});

test("problems print as file:line:col, hint and a code frame with a caret under the fault", () => {
  const source = "sections:\n  - type: heor\n";
  const text = formatProblem({ file: "pages/x.yaml", line: 2, col: 11, length: 4, severity: "error", message: 'unknown section type "heor"', hint: 'did you mean "hero"?' }, source);
  assert.is(text, 'pages/x.yaml:2:11: error: unknown section type "heor"\n  hint: did you mean "hero"?\n  2 |   - type: heor\n    |           ^^^^');
  assert.is(codeFrame("a\tb", 1, 3, 1), "  1 | a b\n    |   ^");
  assert.is(summary([]), "0 errors in 0 files");
});

test("didYouMean finds swaps and small typos, not unrelated words", () => {
  assert.is(didYouMean("heor", ["hero", "faq", "cta"]), "hero");
  assert.is(didYouMean("titel", ["title", "lead"]), "title");
  assert.is(didYouMean("zzzz", ["hero", "faq"]), undefined);
});

test("fill replaces known placeholders everywhere and leaves unknown ones", () => {
  assert.equal(fill({ a: ["mailto:{email}", { b: "{brand} {nope}" }] }, { email: "x@y.z", brand: "B" }), { a: ["mailto:x@y.z", { b: "B {nope}" }] });
  // A key named __proto__ (JSON and YAML make it an own key) stays a key of the copy, never its prototype.
  const filled = fill(JSON.parse('{"__proto__": {"a": "{brand}"}, "b": "no braces"}') as object, { brand: "B" });
  assert.is(JSON.stringify(filled), '{"__proto__":{"a":"B"},"b":"no braces"}');
  assert.is(Object.getPrototypeOf(filled), Object.prototype);
});

test("normalizePath drops trailing slashes except for the root", () => {
  assert.is(normalizePath("/for-kuwait/"), "/for-kuwait");
  assert.is(normalizePath("/"), "/");
});

test("the page schema's oneOf is exactly the registry's schemas, each tagged with its type", () => {
  const oneOf = pageSchema.properties.sections.items.oneOf;
  assert.is(oneOf.length, sectionDefs.length);
  sectionDefs.forEach((def, index) => {
    assert.is(oneOf[index], def.schema);
    assert.is(def.schema.properties.type.const, def.type);
  });
});

test.run();
