// A route's files written by the render thread that rendered it (workers/written-page.ts): only into a staging folder
// made new for a first build, each file with the copies compressTree would have made, and hashed as the manifest hashes.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { compressedCopies } from "../../src/pipeline/emit/compress";
import { contentHash } from "../../src/pipeline/emit/output-manifest";
import { Staging } from "../../src/pipeline/emit/staging";
import { dropCopies, writeCopies, writePage } from "../../src/pipeline/emit/workers/written-page";

const test = suite("engine: routes written by their render thread");

test("a first build's staging folder takes the threads' writes; a build with an output folder of its own does not", () => {
  const parent = mkdtempSync(join(tmpdir(), "written-page-"));
  try {
    const target = join(parent, "dist");
    const first = new Staging(target);
    const direct = first.direct();
    assert.is(direct?.dir, first.dir);
    direct!.adopt([["about/index.html", "hash-a"]]);
    assert.is(first.hashes.get("about/index.html"), "hash-a");
    assert.ok(first.compressed.has("about/index.html"), "compressTree leaves its copies alone");
    first.commit();
    const second = new Staging(target);
    assert.is(second.direct(), undefined, "the previous build's files are linked, not written again");
    second.abandon();
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

test("the document and the data written with their copies at the pages' quality, hashed as the manifest hashes them", () => {
  const dir = mkdtempSync(join(tmpdir(), "written-page-"));
  try {
    const html = new TextEncoder().encode(`<!doctype html><html><body><script src="/assets/consent-x.js"></script>${"<p>Hire vetted nurses</p>".repeat(50)}</body></html>`);
    const json = JSON.stringify({ path: "/for-kuwait", meta: { title: "Kuwait" } });
    const written = writePage({ html, stylesheets: ["a{}"], records: [["kuwait/hero", "/contact"]] }, { dir, document: "for-kuwait/index.html", data: ["data/for-kuwait.json", json] }, "/assets/consent-x.js");
    assert.equal(written, { stylesheets: ["a{}"], records: [["kuwait/hero", "/contact"]], consent: true, written: [["for-kuwait/index.html", contentHash(html)], ["data/for-kuwait.json", contentHash(Buffer.from(json))]] });
    // The copies wait for a batch of files, or for the build to ask for them before it takes the folder.
    assert.not.ok(existsSync(join(dir, "for-kuwait/index.html.br")), "no copy before its batch");
    writeCopies();
    for (const [name, bytes] of [["for-kuwait/index.html", Buffer.from(html)], ["data/for-kuwait.json", Buffer.from(json)]] as const) {
      assert.equal(readFileSync(join(dir, name)), bytes, name);
      const [[, br], [, gz]] = compressedCopies(bytes, 6);
      assert.equal(readFileSync(join(dir, `${name}.br`)), br, `${name}.br at quality 6`);
      assert.equal(readFileSync(join(dir, `${name}.gz`)), gz, `${name}.gz`);
      assert.equal(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))), bytes);
      assert.equal(gunzipSync(readFileSync(join(dir, `${name}.gz`))), bytes);
    }
    const plain = writePage({ html: new TextEncoder().encode("<p>no consent</p>"), stylesheets: [], records: [] }, { dir, document: "404.html" }, "/assets/consent-x.js");
    assert.equal(plain.consent, false);
    assert.equal(plain.written.map(([name]) => name), ["404.html"]);
    writeCopies();
    assert.ok(existsSync(join(dir, "404.html.gz")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the copies are made 24 files at a time: a page's files wait for the batch they complete", () => {
  const dir = mkdtempSync(join(tmpdir(), "written-page-"));
  try {
    const page = (index: number) => writePage({ html: new TextEncoder().encode(`<p>page ${index}</p>`), stylesheets: [], records: [] }, { dir, document: `p${index}/index.html`, data: [`data/p${index}.json`, `{"page":${index}}`] }, "/c.js");
    for (let index = 1; index <= 11; index++) page(index);
    assert.is(readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith(".br")).length, 0, "22 files wait");
    page(12);
    assert.is(readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith(".gz")).length, 24, "the 24th file made the batch");
    page(13);
    writeCopies();
    assert.is(readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith(".br")).length, 26);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a build that stops forgets the copies still waiting: the next build's ask does not write into a folder gone", () => {
  const dir = mkdtempSync(join(tmpdir(), "written-page-"));
  try {
    writePage({ html: new TextEncoder().encode("<p>stopped</p>"), stylesheets: [], records: [] }, { dir, document: "stopped/index.html" }, "/c.js");
    rmSync(join(dir, "stopped"), { recursive: true });
    dropCopies();
    writeCopies();
    assert.equal(readdirSync(dir), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
