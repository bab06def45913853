// 404.html, the page served for any other path: "Oops! Page not found", "Return to Home" to /, kept out of search.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { builtPage, linksIn, one, site, textOf } from "./helpers";

const test = suite("content: not-found page");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("404.html");
});

test("says Oops! Page not found in its one h1 and links back home", () => {
  assert.is(textOf(one(doc, "h1")), "Oops! Page not found");
  assert.equal(linksIn(one(doc, "main")).map((link) => [link.text, link.href]), [["Return to Home", "/"]]);
});

test("has its own title and is not indexed", () => {
  assert.is(textOf(one(doc, "title")), `Oops! Page not found | ${site.settings.brand}`);
  assert.is(one(doc, 'meta[name="robots"]').getAttribute("content"), "noindex");
});

test("keeps the navigation and footer so the visitor can go on", () => {
  assert.ok(linksIn(one(doc, "header")).some((link) => link.href === "/contact"));
  assert.ok(linksIn(one(doc, "footer")).some((link) => link.href === "/privacy-policy"));
});

test.run();
