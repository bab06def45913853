// /terms-and-conditions in the built HTML against SPEC.md §2 "Legal content summary" and §9: July 19, 2025, table of
// contents, over 18, liability capped at the amount paid or 100 USD, Philippine law, informal disputes, 30 days' notice.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { builtPage, legalParts, sectionNames, site } from "./helpers";

const test = suite("content: /terms-and-conditions");
let doc: HTMLElement;
let parts: Map<string, string>;
test.before(async () => {
  doc = await builtPage("/terms-and-conditions");
});

test("a hero, then the terms with their date and a table of contents pointing at their headings", () => {
  assert.equal(sectionNames(doc), ["hero", "terms"]);
  parts = legalParts(doc, "terms", "July 19, 2025");
});

const part = (id: string) => {
  const text = parts.get(id);
  assert.ok(text, `a part #${id}`);
  return text;
};

test("users must be over 18", () => {
  assert.match(part("eligibility"), /over the age of 18/);
});

test("liability capped at the amount paid, or 100 USD if nothing was purchased", () => {
  assert.match(part("limitation-of-liability"), /limited to the amount actually paid by you through the Service, or 100 USD if you have not purchased anything/);
});

test("Philippine law governs; disputes are first tried informally by e-mail", () => {
  assert.match(part("governing-law"), /The laws of the Philippines/);
  assert.match(part("disputes"), /first try to resolve the dispute informally/);
  assert.ok(part("disputes").includes(site.settings.email));
});

test("material changes get at least 30 days' notice; affiliates at 50% or more", () => {
  assert.match(part("changes"), /at least 30 days' notice/);
  assert.match(part("definitions"), /control means owning 50% or more/);
});

test.run();
