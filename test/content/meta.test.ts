// Every route's head in the built HTML: its own title (at most 60 characters), description (at most 160) and
// keywords, none shared with another route, and the canonical address from site.yaml's base URL.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { builtPage, one, routes, site } from "./helpers";

const test = suite("content: meta of every route");

interface Meta {
  path: string;
  title: string;
  description: string;
  keywords: string;
}
const metas: Meta[] = [];
test.before(async () => {
  for (const path of routes) {
    const doc = await builtPage(path);
    metas.push({
      path,
      title: one(doc, "head title").text,
      description: one(doc, 'head meta[name="description"]').getAttribute("content") ?? "",
      keywords: one(doc, 'head meta[name="keywords"]').getAttribute("content") ?? "",
    });
    const canonical = one(doc, 'head link[rel="canonical"]').getAttribute("href");
    assert.is(canonical, path === "/" ? `${site.settings.baseUrl}/` : `${site.settings.baseUrl}${path}`, `${path}: canonical`);
  }
});

/** The routes SPEC.md §2 lists; a country added later (npm run new-country) comes on top of them. */
const SPEC_ROUTES = [
  "/", "/about", "/how-it-works", "/for-employers", "/for-agencies", "/contact", "/for-saudi-arabia", "/for-kuwait", "/for-uae",
  "/for-qatar", "/for-oman", "/for-bahrain", "/for-singapore", "/for-germany", "/for-hong-kong", "/privacy-policy", "/terms-and-conditions",
];

test("all 17 routes of SPEC.md §2 are built, and every route of site.yaml", () => {
  const built = metas.map((meta) => meta.path);
  for (const path of SPEC_ROUTES) assert.ok(built.includes(path), path);
  assert.equal(built, routes);
});

test("titles: present, at most 60 characters, ending with the brand", () => {
  for (const { path, title } of metas) {
    assert.ok(title.length > site.settings.brand.length + 5 && title.length <= 60, `${path}: "${title}" is ${title.length} characters`);
    assert.ok(title.endsWith(`| ${site.settings.brand}`), `${path}: ${title}`);
  }
});

test("descriptions: present and at most 160 characters", () => {
  for (const { path, description } of metas) {
    assert.ok(description.length >= 70 && description.length <= 160, `${path}: description is ${description.length} characters`);
  }
});

test("keywords: at least three per page", () => {
  for (const { path, keywords } of metas) {
    const list = keywords.split(",").map((keyword) => keyword.trim()).filter(Boolean);
    assert.ok(list.length >= 3, `${path}: ${keywords}`);
  }
});

test("titles, descriptions and keyword lists are unique across routes", () => {
  for (const field of ["title", "description", "keywords"] as const) {
    const seen = new Map<string, string>();
    for (const meta of metas) {
      const other = seen.get(meta[field]);
      assert.is(other, undefined, `${meta.path} has the same ${field} as ${other}`);
      seen.set(meta[field], meta.path);
    }
  }
});

test.run();
