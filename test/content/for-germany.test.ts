// /for-germany in the built HTML against SPEC.md §2: hero buttons, six benefits, two solutions with bullets, six roles, four steps.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { assertCountryLinks, builtPage, groupsIn, linksIn, sectionNamed, sectionNames, stepsIn, titlesIn } from "./helpers";

const test = suite("content: /for-germany");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-germany");
});

test("sections in the spec's order", () => {
  assert.equal(sectionNames(doc), ["hero", "why", "services", "industries", "how-it-works", "cta"]);
});

test("hero: two buttons, both to /contact", () => {
  assert.equal(linksIn(sectionNamed(doc, "hero")).map((link) => link.href), ["/contact", "/contact"]);
});

test("six benefits", () => {
  assert.is(titlesIn(sectionNamed(doc, "why")).length, 6);
});

test("two solutions, onsite and remote, each with a bullet list and a button to /contact", () => {
  const services = sectionNamed(doc, "services");
  assert.equal(titlesIn(services), ["Onsite Hiring", "Remote Outsourcing"]);
  for (const card of services.querySelectorAll("article")) assert.ok(card.querySelectorAll("ul > li").length >= 3, card.id);
  assert.equal(linksIn(services).map((link) => link.href), ["/contact", "/contact"]);
});

test("six roles exactly as SPEC.md gives them", () => {
  assert.equal(groupsIn(sectionNamed(doc, "industries")), [
    {
      title: "",
      items: ["Developers and IT", "Virtual assistants", "Healthcare", "Engineers and skilled labour", "Hospitality and cleaning", "Customer support"],
    },
  ]);
});

test("four steps; final call to action to /contact; every hiring button to /contact", () => {
  assert.is(stepsIn(sectionNamed(doc, "how-it-works")).length, 4);
  assert.is(linksIn(sectionNamed(doc, "cta"))[0].href, "/contact");
  assertCountryLinks(doc);
});

test.run();
