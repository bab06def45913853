// Large sites are normal input: a site.yaml with 17,000 routes validates, while a site.yaml far larger than its
// pages explain is still refused by size before it is parsed.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { MAX_FILE_BYTES, siteFileLimit } from "../../src/pipeline/load/read";
import { normalize } from "../helpers/fixture-cases";
import { inTempProject } from "../helpers/project";

const test = suite("engine: site.yaml at scale");

/** Validated only: the projects below start with no rendered pages (tempProject's warm cache is for builds). */
async function validate(root: string) {
  const lines: string[] = [];
  const { code } = await run({ root, outDir: join(root, "dist"), validateOnly: true, production: false, strict: false }, (line) => lines.push(line));
  return { code, output: normalize(lines.join("\n"), root) };
}

/** Adds `count` copies of the fixture's contact page, each under a route of its own, numbered from `first`. */
function grow(root: string, count: number, first = 1) {
  const page = readFileSync(join(root, "pages/contact.yaml"), "utf8");
  const routes: string[] = [];
  for (let n = first; n < first + count; n++) {
    writeFileSync(join(root, `pages/generated-${n}.yaml`), page.replace("Contact Us", `Contact desk ${n}`));
    routes.push(`  - { path: /generated-${n}, page: generated-${n} }\n`);
  }
  writeFileSync(join(root, "site.yaml"), readFileSync(join(root, "site.yaml"), "utf8") + routes.join(""));
}

test("a site of 17,003 pages, its site.yaml past 256 KiB, validates clean", () =>
  inTempProject("fixture", { warmCache: false }, async (root) => {
    grow(root, 17_000);
    const size = statSync(join(root, "site.yaml")).size;
    assert.ok(size > MAX_FILE_BYTES, `site.yaml is ${size} bytes`);
    const { code, output } = await validate(root);
    assert.is(code, 0, output);
    assert.is(output, "0 errors, 0 warnings; 17003 pages valid (N ms).");
  }),
);

test("example values in many page files are one note naming the first three, not a line per file; three files keep a line each", () =>
  inTempProject("fixture", { warmCache: false }, async (root) => {
    const contact = join(root, "pages/contact.yaml");
    writeFileSync(contact, readFileSync(contact, "utf8").replace("  description: Write to us or book a free consultation.\n", "  description: Write to us or book a free consultation. # EXAMPLE\n"));
    grow(root, 2);
    assert.is(
      (await validate(root)).output,
      [
        "note: pages/contact.yaml still holds 1 example value marked # EXAMPLE; replace them before publishing (npm run validate -- --production lists each one).",
        "note: pages/generated-1.yaml still holds 1 example value marked # EXAMPLE; replace them before publishing (npm run validate -- --production lists each one).",
        "note: pages/generated-2.yaml still holds 1 example value marked # EXAMPLE; replace them before publishing (npm run validate -- --production lists each one).",
        "0 errors, 0 warnings; 5 pages valid (N ms).",
      ].join("\n"),
    );
    grow(root, 40, 3);
    const { code, output } = await validate(root);
    assert.is(code, 0);
    assert.is(
      output,
      "note: 43 files (pages/contact.yaml, pages/generated-1.yaml, pages/generated-10.yaml and 40 more) still hold 43 example values marked # EXAMPLE; replace them before publishing (npm run validate -- --production lists each one).\n0 errors, 0 warnings; 45 pages valid (N ms).",
    );
  }),
);

test("a site.yaml larger than its pages explain is refused by size, naming the limit", () =>
  inTempProject("fixture", { warmCache: false }, async (root) => {
    const path = join(root, "site.yaml");
    // Three page files allow 256 KiB and 768 bytes: a pasted blob of 300 KiB in a comment is not a route list.
    writeFileSync(path, readFileSync(path, "utf8") + `# ${"x".repeat(300 * 1024)}\n`);
    const kib = Math.ceil(statSync(path).size / 1024);
    const { code, output } = await validate(root);
    assert.is(siteFileLimit(3), MAX_FILE_BYTES + 768);
    assert.is(
      output,
      `site.yaml:1:1: error: file is ${kib} KiB; at most 256 KiB allowed\n  hint: site.yaml holds the settings and a route per page (256 bytes each for 3 page files); remove what was pasted by mistake\n\n1 error in 1 file; nothing was built.`,
    );
    assert.is(code, 1);
  }),
);

test.run();
