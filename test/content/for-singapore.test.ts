// /for-singapore in the built HTML against SPEC.md §2: hero buttons, six benefits, two solutions, six roles, the four named steps.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { assertCountryLinks, builtPage, groupsIn, headingOf, linksIn, sectionNamed, sectionNames, stepsIn, titlesIn } from "./helpers";

const test = suite("content: /for-singapore");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-singapore");
});

test("sections in the spec's order", () => {
  assert.equal(sectionNames(doc), ["hero", "why", "services", "industries", "how-it-works", "cta"]);
});

test("hero: two buttons, both to /contact", () => {
  assert.equal(linksIn(sectionNamed(doc, "hero")).map((link) => link.href), ["/contact", "/contact"]);
});

test("six benefit cards", () => {
  assert.is(titlesIn(sectionNamed(doc, "why")).length, 6);
});

test("two hiring solutions: remote outsourcing, then onsite via licensed agencies, each to /contact", () => {
  const services = sectionNamed(doc, "services");
  assert.equal(titlesIn(services), ["Remote Outsourcing", "Onsite Hiring via Licensed Agencies"]);
  assert.equal(linksIn(services).map((link) => link.href), ["/contact", "/contact"]);
});

test("six popular roles exactly as SPEC.md gives them", () => {
  const section = sectionNamed(doc, "industries");
  assert.match(headingOf(section), /Popular Roles/);
  assert.equal(groupsIn(section), [
    {
      title: "",
      items: [
        "Virtual assistants", "Software developers", "Healthcare workers", "Administrative staff", "Engineers and construction",
        "Hospitality and service",
      ],
    },
  ]);
});

test("four steps: Tell Us Your Needs, We Connect You, Interview & Approve, Start Working", () => {
  assert.equal(stepsIn(sectionNamed(doc, "how-it-works")), ["Tell Us Your Needs", "We Connect You", "Interview & Approve", "Start Working"]);
});

test("final call to action to /contact; every hiring button to /contact", () => {
  assert.equal(linksIn(sectionNamed(doc, "cta")).map((link) => link.href), ["/contact"]);
  assertCountryLinks(doc);
});

test.run();
