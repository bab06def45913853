// The editor's list of pages: a search over titles, addresses and file names, whatever the case and accents, with how
// many pages it found among how many, and every word an editor typed shown back as text.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { routeList } from "../../scripts/dev/editor/pages";
import { matchingRoutes, searchWords } from "../../scripts/dev/editor/route-search";
import type { SiteFacts } from "../../scripts/dev/editor/site-facts";

const test = suite("editor: the list of pages and its search");

const routes: SiteFacts["routes"] = [
  { path: "/", page: "home", title: "Hire Filipino Professionals | Bridge" },
  { path: "/for-kuwait", page: "for-kuwait", title: "Hire Filipino Workers in Kuwait | Bridge" },
  { path: "/for-germany", page: "for-germany", title: "Fachkräfte für München und ganz Deutschland | Bridge" },
  { path: "/imprint", page: "imprint" },
];
const facts = { routes, languages: [] } as unknown as SiteFacts;
const found = (html: string) => /<p class="found" role="status">(.*?)<\/p>/.exec(html)?.[1];
const listed = (html: string) => [...html.matchAll(/<li><a href="\/__edit\/([^"]+)"/g)].map((match) => match[1]);

test("every word must be found in the title, the address or the file's name, whatever the case and accents", () => {
  const pages = (query: string) => matchingRoutes(routes, searchWords(query)).map((route) => route.page);
  assert.equal(pages(""), ["home", "for-kuwait", "for-germany", "imprint"]);
  assert.equal(pages("KUWAIT"), ["for-kuwait"]);
  assert.equal(pages("hire filipino"), ["home", "for-kuwait"]);
  assert.equal(pages("filipino germany"), []);
  assert.equal(pages("munchen"), ["for-germany"]);
  assert.equal(pages("fachkrafte"), ["for-germany"]);
  assert.equal(pages("imprint.yaml"), ["imprint"]);
  assert.equal(pages("/for-"), ["for-kuwait", "for-germany"]);
  assert.equal(searchWords(`${"a ".repeat(20)}${"b".repeat(200)}`).length, 12);
});

test("the list says how many pages it shows of how many, and links back to all of them", () => {
  const page = (query?: string) => routeList(facts, "http://127.0.0.1:4000/", query);
  assert.is(found(page()), "4 pages");
  assert.equal(listed(page()), ["home", "for-kuwait", "for-germany", "imprint"]);
  assert.is(found(page("kuwait")), '1 of 4 pages matches “kuwait”. <a class="all" href="/__edit/">Show all 4 pages</a>');
  assert.equal(listed(page("kuwait")), ["for-kuwait"]);
  assert.is(found(page(" hire ")), '2 of 4 pages match “hire”. <a class="all" href="/__edit/">Show all 4 pages</a>');
  assert.is(found(page("yaml")), "All 4 pages match “yaml”.");
  assert.is(found(page("atlantis")), 'No page matches “atlantis”. <a class="all" href="/__edit/">Show all 4 pages</a>');
  assert.equal(listed(page("atlantis")), []);
  assert.match(page("kuwait"), '<input id="find" name="q" type="search" value="kuwait"');
});

test("what was typed comes back as text, in the field and in the count", () => {
  const html = routeList(facts, "http://127.0.0.1:4000/", '"><script>alert(1)</script>');
  assert.not.match(html, "<script>");
  assert.match(html, 'value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  assert.is(found(html), 'No page matches “&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;”. <a class="all" href="/__edit/">Show all 4 pages</a>');
});

test.run();
