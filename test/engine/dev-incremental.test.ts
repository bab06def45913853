// The dev server's builder after a save of page files: it checks and renders in part, and what it reports and serves is
// exactly what a full `npm run validate` reports and a full render gives for the same files; and which saves the open
// pages may take in place (scripts/dev/served.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { Kept } from "../../scripts/dev/kept/kept";
import { devAssetsDir } from "../../scripts/dev/protocol";
import { inPlacePages } from "../../scripts/dev/in-place";
import { Served } from "../../scripts/dev/served";
import { checkAndReport, renderSite, type Checked } from "../../src/pipeline/check-and-render";
import { bundleClient, type ClientScripts } from "../../src/pipeline/emit/bundle";
import { LoadCache } from "../../src/pipeline/load/load-cache";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("engine: the dev builder's saves in part");

// One copy of the real site (with its German and Arabic translations) and one builder memory for every save, in turn.
const root = tempProject("real");
const kept = new Kept(root);
let scripts: ClientScripts;
/** The cards and fonts written so far, as the builder leaves them in the folder it serves. */
const served = new Map<string, Uint8Array>();
/** What the builder would send the dev server after each render, and so tell the open pages. */
const sent = new Served(devAssetsDir(root));
/** The last render's word to open pages: the data URLs of the pages they may update in place, or undefined (reload). */
let inPlace: string[] | undefined;

const edit = (file: string, from: string | RegExp, to: string) => {
  const text = readFileSync(join(root, file), "utf8");
  assert.ok(typeof from === "string" ? text.includes(from) : from.test(text), `${file} holds ${from}`);
  writeFileSync(join(root, file), text.replace(from, to));
};

/** What the builder reports for a save of `files`, beside what a full validate of the same files reports. */
async function save(files: string[], took: string) {
  const lines: string[] = [];
  const checked = await kept.check(files, (line) => lines.push(line));
  const full: string[] = [];
  const validated = await checkAndReport(root, { production: false, strict: false }, (line) => full.push(line));
  assert.is(kept.took.check, took);
  assert.equal(checked.problems, validated.problems);
  assert.equal(lines, full);
  assert.is(checked.failed, validated.failed);
  assert.equal(checked.notes, validated.notes);
  return { checked, validated };
}

/**
 * The builder's render beside a full render of the same files: every text file equal, and every picture served equal.
 * `compared: false` skips the full render where the save takes a path an earlier case proved (it costs seconds).
 */
async function render(checked: Checked, took: string, compared = true) {
  const { files, binary } = await kept.render(checked.project, scripts);
  assert.is(kept.took.render, took);
  binary.forEach((bytes, path) => served.set(path, bytes));
  inPlace = sent.next({ files: new Map(files), binary }, took === "in part").pages;
  if (!compared) return files;
  // Without the render cache: an entry the builder wrote must not be what proves it right.
  const whole = await renderSite((await checkAndReport(root, { production: false, strict: false }, () => undefined)).project, scripts);
  assert.equal([...files.keys()].sort(), [...whole.files.keys()].sort());
  for (const [name, text] of whole.files) assert.ok(files.get(name) === text, `${name} is as a full render makes it`);
  for (const [name, bytes] of whole.binary) assert.ok(Buffer.from(bytes).equals(served.get(name) ?? Buffer.alloc(0)), `${name} is served as a full render makes it`);
  return files;
}

test.before(async () => {
  // Links from a page and from site.yaml's footer to a section of another page, for the save that breaks them.
  edit("pages/for-employers.yaml", 'href: "#services"', "href: /how-it-works#why-our-matching");
  edit("site.yaml", "        - { key: navigation.howItWorks, href: /how-it-works }", "        - { key: navigation.howItWorks, href: /how-it-works#why-our-matching }");
  scripts = (await bundleClient(root, devAssetsDir(root))).scripts;
  assert.is(await kept.rehearse(scripts), undefined, "no build yet: nothing to rehearse");
  const { checked } = await save([], "whole");
  assert.is(checked.failed, false);
  await render(checked, "whole");
  // The builder's rehearsal after its first build: the in-part path on an unchanged page, nothing sent. Every save
  // below is then checked against a full validate and render, and what it sends against the last build sent.
  LoadCache.forget(root);
  const rehearsed = await kept.rehearse(scripts);
  assert.ok(rehearsed);
  assert.equal(kept.took, { check: "in part", render: "in part" });
  // A page with translations, loaded as a changed page is (parsed, not taken from the load cache), and nothing kept of it.
  assert.equal([...LoadCache.open(root)!.taken], [], "the rehearsal took no file from the load cache");
  sent.align(rehearsed);
  assert.equal(sent.next({ files: new Map(rehearsed.files), binary: rehearsed.binary }, true), { whole: false, changed: {}, removed: [], pages: [], headers: rehearsed.files.get("_headers") }, "the rehearsal changed nothing the dev server holds");
});

test("the dev server's copy takes a render's texts where they are the same: one that differs is still sent", () => {
  const served = new Served(devAssetsDir(root));
  served.next({ files: new Map([["a.html", "one"], ["b.html", "two"]]), binary: new Map() }, false);
  served.align({ files: new Map([["a.html", ["o", "n", "e"].join("")], ["b.html", "changed"]]), binary: new Map() });
  assert.equal(served.next({ files: new Map([["a.html", "one"], ["b.html", "changed"]]), binary: new Map() }, true).changed, { "b.html": "changed" });
});

test.after(() => removeProject(root));

test("a page's title changed: checked and rendered in part, its translations' pages with it; open pages take it in place", async () => {
  edit("pages/contact.yaml", "title: Contact Us for a Free Consultation | {brand}", "title: Talk to Us About Hiring | {brand}");
  const { checked } = await save(["pages/contact.yaml"], "in part");
  const files = await render(checked, "in part");
  assert.match(files.get("contact/index.html")!, "<title>Talk to Us About Hiring | ");
  // The German and Arabic pages have titles of their own: only the English page changed.
  assert.equal(inPlace, ["/data/contact.json"]);
});

test("an error added in one page, then fixed: the same problems as validate, and the fixed page rendered as in full", async () => {
  edit("pages/contact.yaml", /^meta:\n/m, "meta:\n  colour: red\n");
  const { checked } = await save(["pages/contact.yaml"], "in part");
  assert.is(checked.failed, true);
  assert.ok(checked.problems.some((problem) => problem.file === "pages/contact.yaml" && problem.severity === "error"), "the error is in the page");
  edit("pages/contact.yaml", "  colour: red\n", "");
  const fixed = await save(["pages/contact.yaml"], "in part");
  assert.is(fixed.checked.failed, false);
  await render(fixed.checked, "in part");
  assert.equal(inPlace, [], "the page is as it was at the last good build: nothing to update");
});

test("a character the social card cannot draw, then taken out: its warning as validate gives it, then gone", async () => {
  edit("pages/contact.yaml", "title: Let's Talk About Your Hiring Needs", "title: Let's Talk About Your Hiring Needs 漢");
  const { checked } = await save(["pages/contact.yaml"], "in part");
  assert.ok(checked.problems.some((problem) => problem.file === "pages/contact.yaml" && problem.message.includes("U+6F22")), "the card's warning is there");
  edit("pages/contact.yaml", " 漢", "");
  const fixed = await save(["pages/contact.yaml"], "in part");
  assert.not.ok(fixed.checked.problems.some((problem) => problem.message.includes("U+6F22")), "and gone");
});

test("a section's id renamed breaks another page's link to it, and site.yaml's: the errors are there, as validate says", async () => {
  edit("pages/how-it-works.yaml", "id: why-our-matching", "id: why-matching-works");
  const { checked } = await save(["pages/how-it-works.yaml"], "in part");
  const broken = checked.problems.filter((problem) => problem.message.includes("why-our-matching"));
  assert.equal(broken.map((problem) => `${problem.file}: ${problem.message}`), ["pages/for-employers.yaml: no section or item with id \"why-our-matching\" on /how-it-works", "site.yaml: no section or item with id \"why-our-matching\" on /how-it-works"]);
  edit("pages/how-it-works.yaml", "id: why-matching-works", "id: why-our-matching");
  const fixed = await save(["pages/how-it-works.yaml"], "in part");
  assert.is(fixed.checked.failed, false);
  // Both changes of how-it-works since the last render, rendered at once.
  await render(fixed.checked, "in part");
});

test("a translation changed: its page in that language rendered in part", async () => {
  edit("pages/de/contact.yaml", "title: Kontakt und kostenlose Beratung | {brand}", "title: Kontakt und Beratung | {brand}");
  const { checked } = await save(["pages/de/contact.yaml"], "in part");
  const files = await render(checked, "in part");
  assert.ok([...files].some(([name, text]) => name.startsWith("de/") && text.includes("<title>Kontakt und Beratung | ")), "the German page has its new title");
  assert.equal(inPlace, ["/data/de/contact.json"]);
});

test("an Arabic digit the typeface was not cut for: open pages reload (a new font); the same letters reordered: in place", async () => {
  edit("pages/ar/contact.yaml", "title: تواصل معنا لاستشارة مجانية | {brand}", "title: تواصل معنا لاستشارة مجانية ٣ | {brand}");
  const { checked } = await save(["pages/ar/contact.yaml"], "in part");
  await render(checked, "in part");
  assert.is(inPlace, undefined);
  edit("pages/ar/contact.yaml", "title: تواصل معنا لاستشارة مجانية ٣ | {brand}", "title: ٣ لاستشارة مجانية تواصل معنا | {brand}");
  const next = await save(["pages/ar/contact.yaml"], "in part");
  // The path of the German save above: a translated page's words, its font cut as before.
  await render(next.checked, "in part", false);
  assert.equal(inPlace, ["/data/ar/contact.json"]);
});

test("site.yaml changed: the full path, then a page's save is in part again", async () => {
  edit("site.yaml", /^(  brand: ).*$/m, "$1Bright Hire");
  const { checked } = await save(["site.yaml"], "whole");
  await render(checked, "whole");
  assert.is(inPlace, undefined, "every page reloads");
  edit("pages/about.yaml", /^(  title: ).*$/m, "$1About Bright Hire | {brand}");
  const next = await save(["pages/about.yaml"], "in part");
  await render(next.checked, "in part");
  assert.equal(inPlace, ["/data/about.json"]);
});

test("in place only when nothing but pages and their data changed", () => {
  const page = { changed: ["contact/index.html", "data/contact.json", "de/contact/index.html", "data/de/contact.json"], removed: [], renderedInPart: true, assetsChanged: false };
  assert.equal(inPlacePages(page), ["/data/contact.json", "/data/de/contact.json"]);
  assert.is(inPlacePages({ ...page, renderedInPart: false }), undefined, "a whole render: scripts, site data or published pages may differ");
  assert.is(inPlacePages({ ...page, assetsChanged: true }), undefined, "a font the page loads");
  assert.is(inPlacePages({ ...page, removed: ["for-oman/index.html"] }), undefined);
  assert.is(inPlacePages({ ...page, changed: [...page.changed, "sitemap.xml"] }), undefined, "anything else");
  assert.is(inPlacePages({ ...page, changed: [...page.changed, "about/index.html"] }), undefined, "a page whose HTML changed without its data");
  assert.is(inPlacePages({ ...page, changed: [...page.changed, "404.html"] }), undefined);
});

test.run();
