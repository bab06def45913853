// The quick parser (load/quick-parse.ts) held to yaml's document: where it reads a file, yaml reads the same data with
// no problem, on every YAML file here and on thousands of mutants of the real pages; what js-yaml reads otherwise is
// left to yaml; and a page read quickly loads exactly as one read through its document, without one being made.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { load } from "js-yaml";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseAllDocuments } from "yaml";
import { outcomeOf } from "../../src/pipeline/load/load-file";
import { PAGE_MODELINE, pageLoadOptions } from "../../src/pipeline/load/page-files";
import { documentsMade } from "../../src/pipeline/load/parse";
import { quickData } from "../../src/pipeline/load/quick-parse";
import { SourceFile } from "../../src/pipeline/load/source";
import { placeholderNames } from "../../src/pipeline/placeholders";
import { pageSchema } from "../../src/schema/page";
import { ROOT } from "../helpers/site";

const test = suite("engine: quick parse");

const yamlFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? yamlFiles(join(dir, entry.name)) : entry.name.endsWith(".yaml") ? [join(dir, entry.name)] : []);

const REAL_PAGES = yamlFiles("pages");
const read = (name: string) => readFileSync(join(ROOT, name), "utf8");

/** Why yaml's reading of `text` differs from the quick parser's data, or undefined when they agree. */
function disagreement(text: string, data: object): string | undefined {
  const docs = parseAllDocuments(text, { prettyErrors: false, uniqueKeys: true, strict: true });
  if (!Array.isArray(docs) || docs.length !== 1) return "not one document";
  const [doc] = docs;
  if (doc.errors.length) return `yaml: ${doc.errors[0].message}`;
  if (doc.warnings.length) return `yaml warns: ${doc.warnings[0].message}`;
  return isDeepStrictEqual(doc.toJS({ maxAliasCount: 0 }), data) ? undefined : "other data";
}

test("every YAML file here: where the quick parser reads one, yaml reads the same data with no problem", () => {
  const files = [...REAL_PAGES, ...yamlFiles("test"), ...yamlFiles("scripts"), "site.yaml"];
  let quick = 0;
  for (const name of files) {
    const data = quickData(read(name));
    if (!data) continue;
    quick++;
    assert.is(disagreement(read(name), data), undefined, name);
  }
  assert.ok(files.length > 180 && quick > 100, `${quick} of ${files.length} read quickly`);
  // The imprints hold `# EXAMPLE` marks, which only the document finds.
  assert.equal(REAL_PAGES.filter((name) => !quickData(read(name))), ["pages/de/imprint.yaml", "pages/imprint.yaml"]);
});

/** A seeded mutant of a page: characters YAML reads as structure put in or taken out, lines moved in or out. */
function mutants(count: number, seed: number): string[] {
  const pages = REAL_PAGES.map(read);
  let state = seed;
  const next = (below: number) => ((state = (state * 1103515245 + 12345) & 0x7fffffff), state % below);
  const pieces = [":", "-", " ", "#", "'", '"', "[", "]", "{", "}", ",", "\n", "?", "|", ">", "&", "*", "!", "%", "@", "`", "~", ": ", "- ", " #",
    "\n  ", "\n- ", "\n\n", "''", "null", "true", "0x1F", "1e3", ".5", "0o7", "+1", ".inf", "1_0", "0b1", "2001-12-14", "<<"];
  return Array.from({ length: count }, () => {
    let text = pages[next(pages.length)];
    for (let change = 0, changes = 1 + next(3); change < changes; change++) {
      const at = next(text.length);
      const kind = next(20);
      if (kind < 9) text = text.slice(0, at) + pieces[next(pieces.length)] + text.slice(at);
      else if (kind < 14) text = text.slice(0, at) + text.slice(at + 1 + next(3));
      else {
        const lines = text.split("\n");
        const line = next(lines.length);
        const by = next(5) - 2;
        lines[line] = by > 0 ? " ".repeat(by) + lines[line] : lines[line].slice(-by);
        text = lines.join("\n");
      }
    }
    return text;
  });
}

test("2,500 mutants of the real pages: every one the quick parser reads, yaml reads the same way", () => {
  let quick = 0;
  const wrong: string[] = [];
  for (const text of mutants(2500, 26)) {
    const data = quickData(text);
    if (!data) continue;
    quick++;
    const why = disagreement(text, data);
    if (why) wrong.push(`${why}:\n${text}`);
  }
  assert.equal(wrong.slice(0, 2), []);
  assert.ok(quick > 600, `${quick} read quickly: the mutants must test the quick parser, not only its screen`);
});

/** Texts js-yaml reads although yaml refuses them or reads other data: each is left to yaml. */
const LENIENT: [string, string][] = [
  ["an empty list item, then a less indented one (js-yaml adds it to the list above)", "a:\n  b:\n    - x\n    -\n- y\n"],
  ["a comment touching a quoted value", 'title: "Options"# note\n'],
  ["a comment touching a flow mapping", "a: { b: 1 }# c\n"],
  ["quoted text continued at its key's indentation", 'a:\n  b: "x\n  y"\n'],
  ["a flow list over two lines, its end not indented", "a: [x,\ny]\n"],
  ["a key written ~ (yaml reads it as an empty key)", "~: x\n"],
];

test("what js-yaml reads although yaml refuses it or reads it otherwise is left to yaml", () => {
  for (const [name, text] of LENIENT) {
    const lenient = load(text) as object;
    assert.ok(lenient, name);
    assert.ok(disagreement(text, lenient), `${name}: yaml and js-yaml agree, so the case tests nothing`);
    assert.is(quickData(text), undefined, name);
  }
});

test("numbers, dates and words read as yaml's core schema reads them, not as js-yaml's own schema", () => {
  const text = "a: 1_000\nb: 0b11\nc: 0o17\nd: 0x1F\ne: 2001-12-14\nf: .inf\ng: -.5e3\nh: yes\ni: True\nj: ~\nk: +12\n";
  const data = quickData(text);
  assert.equal(data, { a: "1_000", b: "0b11", c: 15, d: 31, e: "2001-12-14", f: Infinity, g: -500, h: "yes", i: true, j: null, k: 12 });
  assert.is(disagreement(text, data!), undefined);
  assert.is.not((load(text) as { b: unknown }).b, "0b11", "js-yaml's default schema reads 0b11 as a number");
});

test("a page read quickly loads as it loads through its document, and no document is made", () => {
  const quick = pageLoadOptions(placeholderNames);
  const throughDocument = { ...quick, quick: undefined };
  for (const name of REAL_PAGES.filter((page) => !page.includes("/", "pages/".length))) {
    const file = () => new SourceFile(name, read(name));
    const before = documentsMade.count;
    const { outcome } = outcomeOf(file(), pageSchema, PAGE_MODELINE, quick);
    const made = documentsMade.count - before;
    assert.is(made, name === "pages/imprint.yaml" ? 1 : 0, name);
    assert.equal(outcome, outcomeOf(file(), pageSchema, PAGE_MODELINE, throughDocument).outcome, name);
  }
});

test.run();
