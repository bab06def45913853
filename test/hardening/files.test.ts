// Items 2, 8 and 10 of the threat list: links are refused wherever input is read, locale files are read like YAML.
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { normalize } from "../helpers/fixture-cases";
import { inTempProject, previousDist, removeProject, snapshot, tempProject } from "../helpers/project";

const test = suite("hardening: files read and copied");

async function build(root: string, validateOnly = false) {
  const lines: string[] = [];
  const { code } = await run({ root, outDir: join(root, "dist"), validateOnly, production: false, strict: false }, (line) => lines.push(line));
  return { code, output: normalize(lines.join("\n"), root) };
}

const LINK = (file: string) =>
  `${file}:1:1: error: this is a symbolic link, not a file\n  hint: put a copy of the real file here instead of the link; links are refused so that no file from outside the project is read or published\n`;

for (const [name, place, target] of [
  ["an absolute link in public/", "public/passwd.txt", "/etc/passwd"],
  ["a relative link out of public/", "public/images/up.json", "../../package.json"],
  ["a link to a folder in public/", "public/host-etc", "/etc"],
  ["a page spec linked to the environment", "pages/for-testland.yaml", "/proc/self/environ"],
  ["a locale file linked elsewhere", "public/locales/de.json", "/etc/hostname"],
] as const) {
  test(`2. ${name} is an error naming the file; dist/ unchanged`, async () => {
    const root = tempProject("fixture", { code: true });
    try {
      rmSync(join(root, place), { force: true });
      symlinkSync(target, join(root, place));
      const before = snapshot(previousDist(root));
      const { code, output } = await build(root);
      assert.is(output, `${LINK(place)}\n1 error in 1 file; dist/ was not changed.`);
      assert.is(code, 1);
      assert.equal(snapshot(join(root, "dist")), before);
    } finally {
      removeProject(root);
    }
  });
}

test("2. site.yaml as a link is refused, and no line of the linked file is shown", async () => {
  // Validated in this process: no code of its own, nothing rendered.
  const root = tempProject("fixture", { warmCache: false });
  try {
    rmSync(join(root, "site.yaml"));
    symlinkSync("/proc/self/environ", join(root, "site.yaml"));
    const { code, output } = await build(root, true);
    assert.ok(output.startsWith(LINK("site.yaml")), output);
    assert.not.ok(output.includes("PATH="), "the environment is not printed");
    assert.is(code, 1);
  } finally {
    removeProject(root);
  }
});

test("2. pages/ as a link to a folder outside the project: every page file in it is refused, none read", async () => {
  const root = tempProject("fixture", { code: true });
  const outside = mkdtempSync(join(tmpdir(), "outside-pages-"));
  try {
    // The same pages, outside: a load that checked pages/ for the first file only would read the others through the link.
    cpSync(join(root, "pages"), outside, { recursive: true });
    rmSync(join(root, "pages"), { recursive: true });
    symlinkSync(outside, join(root, "pages"));
    const { code, output } = await build(root, true);
    const refused = (file: string) => `${file}:1:1: error: this is inside a symbolic link, not a real folder\n  hint: put a copy of the real file here instead of the link; links are refused so that no file from outside the project is read or published\n`;
    for (const page of ["contact", "for-testland", "home"]) assert.ok(output.includes(refused(`pages/${page}.yaml`)), `${page}: ${output}`);
    assert.not.match(output, /Talent Bridge/, "no line of a page was shown");
    assert.is(code, 1);
  } finally {
    removeProject(root);
    rmSync(outside, { recursive: true, force: true });
  }
});

test("2. dist/ never contains a link, even if one reaches the copy step", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    assert.is((await build(root)).code, 0);
    const links: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (lstatSync(path).isSymbolicLink()) links.push(relative(root, path));
        else if (lstatSync(path).isDirectory()) walk(path);
      }
    };
    walk(join(root, "dist"));
    assert.equal(links, []);
  }),
);

test("8. a 50 MB locale file is refused by size before it is read", () =>
  inTempProject("fixture", {}, async (root) => {
    const path = join(root, "public/locales/en.json");
    const text = readFileSync(path, "utf8");
    writeFileSync(path, text.replace(/\}\s*$/, `, "pad": "${"x".repeat(50 * 1024 * 1024)}" }\n`));
    const { code, output } = await build(root, true);
    // The size as the file has it (the translations grow), rounded up as a person reads "at most".
    const kib = Math.ceil(statSync(path).size / 1024);
    assert.ok(kib > 51200);
    assert.is(output, `public/locales/en.json:1:1: error: file is ${kib} KiB; at most 256 KiB allowed\n  hint: translations are a few KiB; remove what was pasted by mistake\n\n1 error in 1 file; nothing was built.`);
    assert.is(code, 1);
  }),
);

test("8. a JSON syntax error in a locale file is reported at its line and column", () =>
  inTempProject("fixture", {}, async (root) => {
    writeFileSync(join(root, "public/locales/en.json"), '{\n  "navigation": {\n    "home": "Home",\n  }\n}\n');
    const { code, output } = await build(root, true);
    assert.is(output, [
      "public/locales/en.json:4:3: error: not valid JSON: expected double-quoted property name",
      "  hint: keys and texts go in double quotes, with a comma between entries and none after the last",
      "  4 |   }",
      "    |   ^",
      "",
      "1 error in 1 file; nothing was built.",
    ].join("\n"));
    assert.is(code, 1);
  }),
);

test("8. locale files nested too deep, or holding numbers, are refused", () =>
  inTempProject("fixture", {}, async (root) => {
    let deep = '"x"';
    for (let i = 0; i < 20000; i++) deep = `{"a":${deep}}`;
    writeFileSync(join(root, "public/locales/zz.json"), deep);
    writeFileSync(join(root, "public/locales/yy.json"), '{\n  "count": 3\n}\n');
    const { code, output } = await build(root, true);
    assert.equal(output.match(/^\S+: error: .*$/gm), [
      "public/locales/yy.json:2:3: error: translation count is number, not text or a group of texts",
      "public/locales/zz.json:1:1: error: translations nest more than 6 levels deep (at a.a.a.a.a.a.a)",
    ]);
    assert.is(code, 1);
  }),
);

test("10. a page saved with CR-only line endings (old Mac) reads like any other", () =>
  inTempProject("fixture", {}, async (root) => {
    const path = join(root, "pages/for-testland.yaml");
    writeFileSync(path, readFileSync(path, "utf8").replace(/\n/g, "\r"));
    const { code, output } = await build(root, true);
    assert.is(output, "0 errors, 0 warnings; 3 pages valid (N ms).");
    assert.is(code, 0);
    assert.ok(existsSync(path));
  }),
);

test.run();
