// /privacy-policy in the built HTML against SPEC.md §2 "Legal content summary" and §9: July 19, 2025, table of
// contents, cookie kinds, usage data, deletion, transfers, under-13s, 50% affiliates, contact by the company e-mail.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { builtPage, legalParts, sectionNames, site } from "./helpers";

const test = suite("content: /privacy-policy");
let doc: HTMLElement;
let parts: Map<string, string>;
test.before(async () => {
  doc = await builtPage("/privacy-policy");
});

test("a hero, then the policy with its date and a table of contents pointing at its headings", () => {
  assert.equal(sectionNames(doc), ["hero", "policy"]);
  parts = legalParts(doc, "policy", "July 19, 2025");
});

const part = (id: string) => {
  const text = parts.get(id);
  assert.ok(text, `a part #${id}`);
  return text;
};

test("cookies: essential session cookies, persistent acceptance cookies, persistent functionality cookies", () => {
  const cookies = part("cookies");
  assert.match(cookies, /Necessary or essential cookies \(session cookies\)/);
  assert.match(cookies, /Cookie policy and notice acceptance cookies \(persistent cookies\)/);
  assert.match(cookies, /Functionality cookies \(persistent cookies\)/);
});

test("usage data, deletion rights and transfers", () => {
  assert.match(part("usage-data"), /Usage Data is collected automatically/);
  assert.match(part("your-rights"), /right to delete/);
  assert.match(part("transfers"), /transferred/);
});

test("not for anyone under 13; affiliates controlled at 50% or more", () => {
  assert.match(part("children"), /not intended for anyone under the age of 13/);
  assert.match(part("definitions"), /Affiliate: .*control means owning 50% or more/);
});

test("contact by the company e-mail from site.yaml", () => {
  assert.ok(part("contact-us").includes(site.settings.email));
  assert.ok(part("your-rights").includes(site.settings.email));
});

test.run();
