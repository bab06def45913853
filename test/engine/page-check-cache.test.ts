// Each page's own checks replayed from .cache/page-checks.json while everything they read is the same: the page, its
// route, every page's ids, site.yaml, public/, the engine; any of these changed, the page is checked again.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { PageCheckCache } from "../../src/pipeline/check/page-check-cache";
import { allProblems, checkProject } from "../../src/pipeline/check/project";
import { checkAndReport } from "../../src/pipeline/check-and-render";
import { loadProject } from "../../src/pipeline/load/project";
import { inTempProject } from "../helpers/project";

const test = suite("engine: page checks kept");

/** The project checked as the build checks it, with the cache; its problems (as text) and the pages replayed. */
function checked(root: string, production = false): { problems: string[]; replayed: string[] } {
  const project = loadProject(root);
  const cache = PageCheckCache.open(project, production);
  assert.ok(cache);
  checkProject(project, { production }, { page: cache.hook, ids: cache.ids });
  cache.save();
  return { problems: allProblems(project).map((p) => `${p.file}:${p.line}:${p.col}: ${p.severity}: ${p.message} | ${p.hint}`), replayed: [...cache.replayed].sort() };
}

/** The same project checked with no cache at all. */
function uncached(root: string): string[] {
  const project = loadProject(root);
  checkProject(project, { production: false });
  return allProblems(project).map((p) => `${p.file}:${p.line}:${p.col}: ${p.severity}: ${p.message} | ${p.hint}`);
}

const edit = (path: string, from: string, to: string) => {
  const text = readFileSync(path, "utf8");
  assert.ok(text.includes(from), from);
  writeFileSync(path, text.replace(from, to));
};

test("unchanged pages are replayed, problems and all, as a check without the cache reports them", () =>
  inTempProject("fixture", {}, async (root) => {
    edit(join(root, "pages/home.yaml"), 'href: "/contact#contact"', 'href: "/contact#nowhere"');
    const first = checked(root);
    assert.equal(first.replayed, []);
    assert.ok(first.problems.some((line) => line.startsWith("pages/home.yaml:") && line.includes(`id "nowhere" on /contact`)), first.problems.join("\n"));
    const second = checked(root);
    assert.equal(second.replayed, ["contact", "for-testland", "home"]);
    assert.equal(second.problems, first.problems);
    assert.equal(second.problems, uncached(root));
  }),
);

test("another page's ids changed: a page whose link points at them is checked again; unchanged, the ids are kept", () =>
  inTempProject("fixture", {}, async (root) => {
    assert.equal(checked(root).problems, []);
    // home.yaml links to /contact#contact; contact.yaml's section is renamed.
    edit(join(root, "pages/contact.yaml"), "id: contact", "id: reach-us");
    const after = checked(root);
    assert.equal(after.replayed, [], "every page's links read every page's ids");
    assert.ok(after.problems.some((line) => line.startsWith("pages/home.yaml:") && line.includes(`id "contact" on /contact`)), after.problems.join("\n"));
    assert.equal(after.problems, uncached(root));
    // Run again, each page's ids come from the cache (its file unchanged): the same problems, every page replayed.
    const again = checked(root);
    assert.equal(again.problems, after.problems);
    assert.equal(again.replayed, ["contact", "for-testland", "home"]);
  }),
);

test("site.yaml, public/ or the production setting changed: every page is checked again; a page changed: that page", () =>
  inTempProject("fixture", {}, async (root) => {
    checked(root);
    edit(join(root, "pages/contact.yaml"), "title: Contact Us | {brand}", "title: Contact Our Team | {brand}");
    assert.equal(checked(root).replayed, ["for-testland", "home"]);
    writeFileSync(join(root, "public/images/extra.svg"), readFileSync(join(root, "public/images/consultant.svg")));
    assert.equal(checked(root).replayed, [], "public/ changed");
    writeFileSync(join(root, "site.yaml"), readFileSync(join(root, "site.yaml"), "utf8") + "\n# a comment\n");
    assert.equal(checked(root).replayed, [], "site.yaml changed");
    assert.equal(checked(root, true).replayed, [], "production");
    assert.equal(checked(root, true).replayed, ["contact", "for-testland", "home"]);
  }),
);

test("a kept file altered by anyone but the tools is not trusted: every page is checked", () =>
  inTempProject("fixture", {}, async (root) => {
    edit(join(root, "pages/home.yaml"), 'href: "/contact#contact"', 'href: "/contact#nowhere"');
    checked(root);
    const [name] = readdirSync(join(root, ".cache")).filter((file) => file === "page-checks.json");
    const path = join(root, ".cache", name);
    // The home page's error taken out of the kept outcomes: the signature no longer matches.
    writeFileSync(path, readFileSync(path, "utf8").replace(/\[\{"file":"pages\/home\.yaml"[^\]]*\]/, "[]"));
    const after = checked(root);
    assert.equal(after.replayed, []);
    assert.equal(after.problems, uncached(root));
  }),
);

/** The project checked as the build checks it, glyphs included: the warnings, and the pages whose glyph check ran. */
async function glyphsChecked(root: string): Promise<{ warnings: string[]; ran: string[] }> {
  let cache: PageCheckCache | undefined;
  const ran: string[] = [];
  const { problems } = await checkAndReport(root, { production: false, strict: false }, () => undefined, {
    loaded: (project) => void (cache = PageCheckCache.open(project, false)),
    page: (page, targets, check) => cache!.hook(page, targets, check),
    ids: (page) => cache!.ids(page),
    glyphs: (page, check, fonts) => cache!.glyphs(page, () => (ran.push(page.name), check()), fonts),
  });
  cache!.save();
  return { warnings: problems.map((p) => `${p.file}:${p.line}:${p.col}: ${p.message}`), ran: ran.sort() };
}

test("the card glyph check: an unchanged page's warning replayed without checking it, a page changed checked again, other fonts check every page", () =>
  inTempProject("fixture", {}, async (root) => {
    edit(join(root, "pages/for-testland.yaml"), "title: Hire Skilled Filipino Professionals in Testland", "title: Hire Skilled Filipino Professionals in 東京");
    const first = await glyphsChecked(root);
    assert.equal(first.ran, ["contact", "for-testland", "home"]);
    assert.equal(first.warnings, ["pages/for-testland.yaml:10:51: 2 characters are not in any font of the social card: “東” (U+6771), “京” (U+4EAC); the English card shows an empty box in their place"]);
    const second = await glyphsChecked(root);
    assert.equal(second, { warnings: first.warnings, ran: [] });
    edit(join(root, "pages/for-testland.yaml"), "title: Hire Skilled Filipino Professionals in 東京", "title: Hire Skilled Filipino Professionals in Tokyo");
    assert.equal(await glyphsChecked(root), { warnings: [], ran: ["for-testland"] });
    // Fonts that draw other characters: nothing kept is replayed.
    const project = loadProject(root);
    const cache = PageCheckCache.open(project, false)!;
    checkProject(project, { production: false }, { page: cache.hook, ids: cache.ids });
    const ran: string[] = [];
    for (const page of project.pages) await cache.glyphs(page, async () => void ran.push(page.name), "other fonts");
    assert.equal(ran.sort(), ["contact", "for-testland", "home"]);
  }),
);

test.run();
