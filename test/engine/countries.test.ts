// The countries: list of site.yaml against the pages: a list of countries on a page that misses one is reported there.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { inTempProject } from "../helpers/project";

const test = suite("countries");

/** In this process and validated only: the copies need neither code of their own nor rendered pages. */
async function validate(root: string) {
  const lines: string[] = [];
  const { code } = await run({ root, outDir: join(root, "dist"), validateOnly: true, production: false, strict: false }, (line) => lines.push(line));
  return { code, errors: lines.join("\n").match(/^\S+:\d+:\d+: error: .*$/gm) ?? [], output: lines.join("\n") };
}

test("a country tile removed from the home page is named at that list, with the fix", () =>
  inTempProject("real", { code: false, warmCache: false }, async (root) => {
    const file = join(root, "pages/home.yaml");
    const text = readFileSync(file, "utf8");
    const oman = /\n      - icon: globe\n        title: Oman\n(?: {8}.*\n)+?(?= {6}- )/.exec(text)![0];
    writeFileSync(file, text.replace(oman, "\n"));
    const { code, errors, output } = await validate(root);
    const line = text.slice(0, text.indexOf("\n    items:", text.indexOf("id: countries"))).split("\n").length + 1;
    // A translation of the home page (pages/de/home.yaml) then has one tile too many: the languages tests cover that.
    assert.equal(errors.filter((error) => !/^pages\/[a-z]{2}\//.test(error)), [`pages/home.yaml:${line}:5: error: this list of countries has no link to Oman (/for-oman)`]);
    assert.ok(output.includes("  hint: add an entry for Oman linking to /for-oman, like the others (each country in site.yaml's countries: belongs in every list of countries)\n"));
    assert.is(code, 1);
  }),
);

test("a section linking to one country page is not a list of countries", () =>
  inTempProject("real", { code: false, warmCache: false }, async (root) => {
    const file = join(root, "pages/for-agencies.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/href: \/contact\b/, "href: /for-kuwait"));
    const { errors } = await validate(root);
    assert.equal(errors, []);
  }),
);

test.run();
