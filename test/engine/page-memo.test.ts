// Each page's data remembered by its inputs (.cache/page-memo.json): a rebuild recalls the pages whose file, language
// words, settings and public/ are as they were, makes the rest, and its output is byte for byte a cold build's (in a
// copy of the project with no .cache/) whatever changed: one page, the brand, the logo, dist/ or the route records.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { publicInputs } from "../../src/pipeline/build-record";
import { withCards } from "../../src/pipeline/emit/data-files";
import { draftOutput } from "../../src/pipeline/emit/output";
import { contentHash } from "../../src/pipeline/emit/output-manifest";
import { PageMemo } from "../../src/pipeline/emit/page-memo";
import { cacheFolder } from "../../src/pipeline/cache";
import { readSigned, writeSigned } from "../../src/pipeline/signed-file";
import { loadProject } from "../../src/pipeline/load/project";
import { copyOfProject, inTempProject, removeProject, tempProject } from "../helpers/project";

const test = suite("engine: pages remembered by their inputs");

async function build(root: string, outDir = join(root, "dist")) {
  const lines: string[] = [];
  const { code } = await run({ root, outDir, validateOnly: false, production: false, strict: false }, (line) => void lines.push(line));
  assert.is(code, 0, lines.join("\n"));
}

/** The paths the last build recalled, sorted. */
const recalled = () => [...(PageMemo.last?.recalled ?? [])].sort();

function contents(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) if (statSync(join(dir, name)).isFile()) files.set(name, readFileSync(join(dir, name)));
  return files;
}

/** dist/ is byte for byte what a cold build of the same files gives (a copy of the project, no memo, no caches of its own). */
async function assertCold(root: string) {
  const copy = copyOfProject(root);
  try {
    rmSync(join(copy, "dist"), { recursive: true, force: true });
    await build(copy);
    const [got, want] = [contents(join(root, "dist")), contents(join(copy, "dist"))];
    assert.equal([...got.keys()], [...want.keys()]);
    for (const [name, bytes] of got) assert.ok(bytes.equals(want.get(name)!), `${name} differs from a cold build's`);
  } finally {
    removeProject(copy);
  }
}

/** A copy of the fixture site with its code, built once into dist/, for `steps`; removed after. */
async function fixtureBuilt(steps: (root: string) => Promise<void>) {
  const root = tempProject("fixture", { code: true });
  try {
    await build(root);
    await steps(root);
  } finally {
    removeProject(root);
  }
}

const edit = (path: string, from: string, to: string) => {
  const text = readFileSync(path, "utf8");
  assert.ok(text.includes(from), from);
  writeFileSync(path, text.replace(from, to));
};

test("one page changed: every other page is recalled, that one is made, and dist/ is a cold build's", async () =>
  fixtureBuilt(async (root) => {
    assert.equal(recalled(), [], "a first build recalls nothing");
    await build(root);
    assert.equal(recalled(), ["/", "/contact", "/for-testland"]);
    edit(join(root, "pages/contact.yaml"), "title: ", "title: Talk to us | ");
    await build(root);
    assert.equal(recalled(), ["/", "/for-testland"]);
    await assertCold(root);
  }),
);

test("the brand in site.yaml or the logo in public/ changed: no page is recalled, and dist/ is a cold build's", async () =>
  fixtureBuilt(async (root) => {
    edit(join(root, "site.yaml"), "brand: Talent Bridge", "brand: Talent Bridge PH");
    await build(root);
    assert.equal(recalled(), []);
    await assertCold(root);
    edit(join(root, "public/images/logo.svg"), "</svg>", '<circle cx="1" cy="1" r="1"/></svg>');
    await build(root);
    assert.equal(recalled(), [], "the cards show the logo");
    await assertCold(root);
  }),
);

test("dist/ changed by hand: nothing is recalled (every route is written again), and dist/ is a cold build's", async () =>
  fixtureBuilt(async (root) => {
    rmSync(join(root, "dist/contact/index.html"));
    await build(root);
    assert.equal(recalled(), []);
    await assertCold(root);
  }),
);

test("a recalled page whose route the output's records lack is made after all from its data, as a cold build makes it", async () =>
  fixtureBuilt(async (root) => {
    // The route ledger (signed in .cache/) forgets /contact: its files are still there, but not known as rendered.
    const { dir, secret } = cacheFolder(root);
    const ledger = join(dir, readdirSync(dir).find((name) => /^routes-\w+\.json$/.test(name))!);
    const stored = JSON.parse(readSigned(ledger, secret)!) as { routes: [string, string[], ...unknown[]][] };
    const contact = contentHash(readFileSync(join(root, "dist/contact/index.html")));
    const before = stored.routes.length;
    stored.routes = stored.routes.filter(([, hashes]) => hashes[0] !== contact);
    assert.is(stored.routes.length, before - 1);
    writeSigned(ledger, secret, JSON.stringify(stored));
    await build(root);
    assert.equal(recalled(), ["/", "/contact", "/for-testland"]);
    await assertCold(root);
  }),
);

test("the real site: a language set in a typeface of its own (Arabic) is never recalled; German pages are, but for the changed page's", () =>
  inTempProject("real", {}, async (root) => {
    // The output drafted as the build drafts it, without rendering: the memo is kept from the pages withCards made.
    const draft = () => {
      const memo = PageMemo.open(root, publicInputs(root))!;
      withCards(draftOutput(loadProject(root), undefined, undefined, undefined, memo), new Map());
      memo.save();
      return [...memo.recalled].sort();
    };
    assert.equal(draft(), []);
    edit(join(root, "pages/for-germany.yaml"), "title: ", "title: Hire in Germany | ");
    const paths = draft();
    assert.ok(paths.includes("/for-kuwait") && paths.includes("/de/"), paths.join(" "));
    assert.not.ok(paths.includes("/for-germany"), "the page changed");
    assert.not.ok(paths.includes("/de/for-germany"), "its German page reads the English file too");
    assert.not.ok(paths.some((path) => path.startsWith("/ar/")), "Arabic is cut to every page's words");
  }),
);

test.run();
