// The routes' records (.cache/routes-KEY.json): a rebuild keeps an unchanged route's files in dist/ without reading its
// render back, and the output stays byte for byte a fresh build's; an altered record is not trusted; a changed render
// is written.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { inTempProject, removeProject, tempProject } from "../helpers/project";

const test = suite("engine: routes kept by their records");

async function build(root: string, outDir: string) {
  const lines: string[] = [];
  const { code } = await run({ root, outDir, validateOnly: false, production: false, strict: false }, (line) => void lines.push(line));
  assert.is(code, 0, lines.join("\n"));
}

/** Every file under `dir`: its bytes and inode, by path. */
function contents(dir: string): Map<string, { bytes: Buffer; ino: number }> {
  const files = new Map<string, { bytes: Buffer; ino: number }>();
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const stat = statSync(join(dir, name));
    if (stat.isFile()) files.set(name, { bytes: readFileSync(join(dir, name)), ino: stat.ino });
  }
  return files;
}

/** The output is byte for byte what a build into a new folder gives, from renders made anew (the render cache set aside meanwhile). */
async function assertFresh(root: string, out: string) {
  const fresh = join(root, "fresh");
  const renders = join(root, ".cache/render");
  rmSync(fresh, { recursive: true, force: true });
  renameSync(renders, `${renders}-aside`);
  try {
    await build(root, fresh);
  } finally {
    rmSync(renders, { recursive: true, force: true });
    renameSync(`${renders}-aside`, renders);
  }
  const [got, want] = [contents(out), contents(fresh)];
  assert.equal([...got.keys()], [...want.keys()]);
  for (const [name, { bytes }] of got) assert.ok(bytes.equals(want.get(name)!.bytes), name);
}

/**
 * Every render in .cache/render/ spoiled (its document replaced, its styles and links kept): a build that reads one
 * back publishes the spoiled document.
 */
function spoilRenders(root: string) {
  const dir = join(root, ".cache/render");
  for (const name of readdirSync(dir).filter((name) => name.endsWith(".page"))) {
    const bytes = readFileSync(join(dir, name));
    writeFileSync(join(dir, name), Buffer.concat([bytes.subarray(0, bytes.indexOf(10) + 1), Buffer.from("<p>read back from the render cache</p>")]));
  }
}

const ledgerOf = (root: string) => join(root, ".cache", readdirSync(join(root, ".cache")).find((name) => /^routes-\w+\.json$/.test(name))!);

/** The fixture with the consent banner's script on its pages (settings.analytics, asking consent in English). */
function projectWithConsent(): string {
  const root = tempProject("fixture", { code: true });
  const site = join(root, "site.yaml");
  const analytics = "  analytics: { service: goatcounter, script: https://gc.zgo.at/count.js, siteId: https://talent-bridge.goatcounter.com/count, consentRequired: [en] }\n";
  writeFileSync(site, readFileSync(site, "utf8").replace("  organization:\n", `${analytics}  organization:\n`));
  return root;
}

const changeTitle = (root: string, page: string, title: string) => {
  const path = join(root, "pages", `${page}.yaml`);
  const text = readFileSync(path, "utf8");
  assert.match(text, /^ {2}title: .*$/m);
  writeFileSync(path, text.replace(/^( {2}title: ).*$/m, `$1${title}`));
};

/** A comment added to a page file: the build runs again, and no page's data changes. */
const appendNote = (root: string, page: string) => writeFileSync(join(root, "pages", `${page}.yaml`), `${readFileSync(join(root, "pages", `${page}.yaml`), "utf8")}\n# a note\n`);

test("unchanged routes are kept from their records, not read back: one page changed writes its six files, and the output is a fresh build's", async () => {
  const root = projectWithConsent();
  try {
    const out = join(root, "dist");
    await build(root, out);
    assert.ok(readdirSync(join(out, "assets")).some((name) => name.startsWith("consent")), "the pages name the consent script");
    assert.match(readFileSync(join(out, "_redirects"), "utf8"), /^\/go\//m, "the pages record /go/ links");
    const first = contents(out);
    // Were any unchanged route read back from the render cache, its document would now be this.
    spoilRenders(root);
    // Every route kept: their styles, links and consent script from their records alone.
    appendNote(root, "home");
    await build(root, out);
    const before = contents(out);
    assert.equal([...before.keys()], [...first.keys()]);
    assert.equal([...before].filter(([name, { ino }]) => first.get(name)?.ino !== ino), [], "nothing written");
    changeTitle(root, "contact", "Talk to us | {brand}");
    await build(root, out);
    const after = contents(out);
    const written = [...after].filter(([name, { ino }]) => before.get(name)?.ino !== ino).map(([name]) => name);
    assert.equal(written, ["contact/index.html", "contact/index.html.br", "contact/index.html.gz", "data/contact.json", "data/contact.json.br", "data/contact.json.gz"]);
    for (const [name, { bytes }] of after) assert.not.ok(bytes.includes("read back from the render cache"), name);
    assert.ok(after.get("contact/index.html")!.bytes.includes("Talk to us"));
    await assertFresh(root, out);
  } finally {
    removeProject(root);
  }
});

test("a record altered in .cache/ is not trusted: the routes are read back from their renders, and the output is a fresh build's", async () => {
  const root = projectWithConsent();
  try {
    const out = join(root, "dist");
    await build(root, out);
    const ledger = ledgerOf(root);
    const text = readFileSync(ledger, "utf8");
    // Trusted, these would change a page's stylesheet and take the consent script and the /go/ redirects away.
    const altered = text.replace(/"stylesheets":\["/, '"stylesheets":["p{color:red}').replace(/,1\]/g, ",0]").replace(/\[\["[^"]+","[^"]+"\]\]/g, "[]");
    assert.is.not(altered, text);
    writeFileSync(ledger, altered);
    // A change that reaches no render: the build runs, and every route's key is as before.
    appendNote(root, "home");
    await build(root, out);
    await assertFresh(root, out);
  } finally {
    removeProject(root);
  }
});

test("a route whose render changed is written again, its record replaced; the next build keeps it", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    // A change of site.yaml's words reaches every page's render (the site data's URL is in each render key).
    const site = join(root, "site.yaml");
    writeFileSync(site, readFileSync(site, "utf8").replace("about: We connect employers", "about: We introduce employers"));
    const before = contents(out);
    await build(root, out);
    const after = contents(out);
    for (const page of ["index.html", "contact/index.html", "for-testland/index.html", "404.html"]) {
      assert.is.not(after.get(page)!.ino, before.get(page)!.ino, page);
      assert.ok(after.get(page)!.bytes.includes("We introduce employers"), page);
    }
    await assertFresh(root, out);
    spoilRenders(root);
    appendNote(root, "home");
    await build(root, out);
    assert.equal([...contents(out)].filter(([name, { ino }]) => after.get(name)?.ino !== ino), [], "nothing written: each route kept by its new record");
  }),
);

test.run();
