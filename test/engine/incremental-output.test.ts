// A rebuild writes only what changed: unchanged files are linked from the previous dist/ (same inode, same time),
// a one-page change rewrites exactly the files that page's change reaches, and the bytes are those of a fresh build.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { addLinkedPage, publishLinkedPageInGerman } from "../helpers/linked-page";
import { inTempProject } from "../helpers/project";

const test = suite("engine: incremental output");

interface Seen {
  inode: number;
  mtime: number;
  bytes: Buffer;
}

function files(dir: string): Map<string, Seen> {
  const seen = new Map<string, Seen>();
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const stat = statSync(join(dir, name));
    if (stat.isFile()) seen.set(name, { inode: stat.ino, mtime: stat.mtimeMs, bytes: readFileSync(join(dir, name)) });
  }
  return seen;
}

/** The files a build wrote (a new inode), appeared or removed, with content hashes shown as #. */
function written(before: Map<string, Seen>, after: Map<string, Seen>): string[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  const mark = (name: string) => (after.has(name) ? (before.has(name) ? "written " : "added ") : "removed ") + name.replace(/-[\w-]{10}\./, "-#.");
  return names.filter((name) => before.get(name)?.inode !== after.get(name)?.inode).map(mark).sort();
}

const build = async (root: string, outDir: string) => assert.is((await run({ root, outDir, validateOnly: false, production: false, strict: false }, () => undefined)).code, 0);

function assertSameBytes(a: Map<string, Seen>, b: Map<string, Seen>) {
  assert.equal([...a.keys()], [...b.keys()]);
  for (const [name, seen] of a) assert.ok(seen.bytes.equals(b.get(name)!.bytes), name);
}

test("a rebuild of the same input writes no file, and its bytes are a fresh build's", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    const first = files(out);
    await build(root, out);
    const second = files(out);
    assert.equal(written(first, second), []);
    for (const [name, seen] of second) assert.is(seen.mtime, first.get(name)!.mtime, name);
    // Rendered again from nothing: what came from the render cache is what rendering gives.
    rmSync(join(root, ".cache/render"), { recursive: true, force: true });
    await build(root, join(root, "fresh"));
    assertSameBytes(second, files(join(root, "fresh")));
  }),
);

test("one page's hero title changed: exactly the files it reaches are written, the rest are the previous build's", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    const before = files(out);
    const page = join(root, "pages/for-testland.yaml");
    writeFileSync(page, readFileSync(page, "utf8").replace("title: Hire Skilled Filipino Professionals in Testland", "title: Hire Skilled Filipino Engineers in Testland"));
    await build(root, out);
    const after = files(out);
    // Its page, its data (named by its path, so the site data listing every page's data stays as it was) and its
    // card (named by its hash, so it is added and the old one goes): nothing else.
    const copies = (name: string) => [name, `${name}.br`, `${name}.gz`];
    const expected = [
      ...[...copies("for-testland/index.html"), ...copies("data/for-testland.json")].map((name) => `written ${name}`),
      ...["added", "removed"].map((change) => `${change} assets/social/for-testland-#.png`),
    ].sort();
    assert.equal(written(before, after), expected);
    // Untouched, among the rest: the other pages, the site data, the sitemap, the host files, public/.
    for (const name of ["index.html", "contact/index.html", "404.html", "sitemap.xml", "_headers", "images/logo.svg"]) assert.is(after.get(name)?.inode, before.get(name)?.inode, name);
    assert.ok([...after.keys()].some((name) => /^assets\/client-\w+\.js$/.test(name) && after.get(name)!.inode === before.get(name)?.inode), "the app's script is the previous build's");
    // Rendered again from nothing: what came from the render cache is what rendering gives.
    rmSync(join(root, ".cache/render"), { recursive: true, force: true });
    await build(root, join(root, "fresh"));
    assertSameBytes(after, files(join(root, "fresh")));
  }),
);

test("a page added (its file and its route): its files and the sitemap are written; every other page is the previous build's", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    const before = files(out);
    const page = readFileSync(join(root, "pages/for-testland.yaml"), "utf8");
    writeFileSync(join(root, "pages/for-newland.yaml"), page.replaceAll("Testland", "Newland"));
    const site = readFileSync(join(root, "site.yaml"), "utf8");
    writeFileSync(join(root, "site.yaml"), site.replace("  - { path: /for-testland, page: for-testland }\n", (line) => `${line}  - { path: /for-newland, page: for-newland }\n`));
    await build(root, out);
    const after = files(out);
    const copies = (name: string) => [name, `${name}.br`, `${name}.gz`];
    assert.equal(written(before, after), [
      ...[...copies("for-newland/index.html"), ...copies("data/for-newland.json"), "assets/social/for-newland-#.png"].map((name) => `added ${name}`),
      ...copies("sitemap.xml").map((name) => `written ${name}`),
      // The new page's calls to action, counted through /go/ paths the host answers: its redirects and the servers' configs.
      ...["_redirects", "_deploy/nginx.conf", "_deploy/Caddyfile"].map((name) => `written ${name}`),
    ].sort());
    // The site data names no page: the pages that name it by its hash are the previous build's, byte for byte.
    for (const name of ["index.html", "contact/index.html", "for-testland/index.html", "404.html"]) assert.is(after.get(name)?.inode, before.get(name)?.inode, name);
    rmSync(join(root, ".cache/render"), { recursive: true, force: true });
    await build(root, join(root, "fresh"));
    assertSameBytes(after, files(join(root, "fresh")));
  }),
);

test("a translation published of a page no menu or footer names: its page is added, its English page and the page linking to it name it; the language's other pages are the previous build's", () =>
  inTempProject("real", {}, async (root) => {
    addLinkedPage(root);
    const out = join(root, "dist");
    await build(root, out);
    const before = files(out);
    const homeLinks = (dir: string) => readFileSync(join(dir, "de/index.html"), "utf8").match(/href="[^"]*about-team"/g);
    assert.equal(homeLinks(out), ['href="/about-team"'], "the English page, until it is translated");
    publishLinkedPageInGerman(root);
    await build(root, out);
    const after = files(out);
    const copies = (name: string) => [name, `${name}.br`, `${name}.gz`];
    assert.equal(written(before, after), [
      ...[...copies("de/about-team/index.html"), ...copies("data/de/about-team.json"), "assets/social/de-about-team-#.png"].map((name) => `added ${name}`),
      // The German home, which links to it, and its data, which names its address (the site data does not).
      ...[...copies("de/index.html"), ...copies("data/de/index.page.json")].map((name) => `written ${name}`),
      // The English page names its translation (hreflang, the language menu, whose styles put it on the stylesheet
      // its German twin had: the one only it used goes), and the sitemap lists it.
      ...[...copies("about-team/index.html"), ...copies("data/about-team.json"), ...copies("sitemap.xml")].map((name) => `written ${name}`),
      ...copies("assets/styles/page-#.css").map((name) => `removed ${name}`),
      // The new page's calls to action, counted through /go/ paths the host answers.
      ...["_redirects", "_deploy/nginx.conf", "_deploy/Caddyfile"].map((name) => `written ${name}`),
    ].sort());
    for (const name of ["de/about/index.html", "de/contact/index.html", "index.html"]) assert.is(after.get(name)?.inode, before.get(name)?.inode, name);
    assert.equal(homeLinks(out), ['href="/de/about-team"']);
    assert.equal(JSON.parse(readFileSync(join(out, "data/de/index.page.json"), "utf8")).links, { "/about-team": "/de/about-team" });
    const germanSite = [...after.keys()].find((name) => /^assets\/data\/site-de-[\w-]+\.json$/.test(name))!;
    assert.is(JSON.parse(after.get(germanSite)!.bytes.toString()).links["/about-team"], undefined, "the page's data says it, not the site data");
  }),
);

test("a previous build's compressed copies are made again when the settings that made them are not known to be this build's", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    const out = join(root, "dist");
    await build(root, out);
    const before = files(out);
    // As an engine that compressed otherwise would have left it: the same page, brotli at another quality.
    writeFileSync(join(out, "contact/index.html.br"), brotliCompressSync(before.get("contact/index.html")!.bytes));
    assert.not.ok(readFileSync(join(out, "contact/index.html.br")).equals(before.get("contact/index.html.br")!.bytes));
    // The manifest, which says what made the output, gone with the rest of .cache/'s records.
    for (const name of readdirSync(join(root, ".cache")).filter((name) => /^output-\w+\.json$/.test(name))) rmSync(join(root, ".cache", name));
    await build(root, out);
    const after = files(out);
    assert.is(after.get("contact/index.html")!.inode, before.get("contact/index.html")!.inode, "the page is the previous build's");
    assert.ok(after.get("contact/index.html.br")!.bytes.equals(before.get("contact/index.html.br")!.bytes), "its copy is made as this build makes it");
    await build(root, join(root, "fresh"));
    assertSameBytes(after, files(join(root, "fresh")));
  }),
);

test.run();
