// /for-hong-kong in the built HTML against SPEC.md §2: hero buttons, six benefits, two solutions, the four named
// steps, and the "hundreds of companies" claim.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { assertCountryLinks, builtPage, linksIn, pointsIn, proseOf, sectionNamed, sectionNames, stepsIn, titlesIn } from "./helpers";

const test = suite("content: /for-hong-kong");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-hong-kong");
});

test("sections in the spec's order", () => {
  assert.equal(sectionNames(doc), ["hero", "why", "services", "how-it-works", "cta"]);
});

test("hero: two buttons to /contact and the hundreds of companies served", () => {
  const hero = sectionNamed(doc, "hero");
  assert.equal(linksIn(hero).map((link) => link.href), ["/contact", "/contact"]);
  assert.match(proseOf(hero), /Hundreds of companies have used/);
  assert.ok(pointsIn(hero).includes("Hundreds of companies served"));
});

test("six benefits", () => {
  assert.is(titlesIn(sectionNamed(doc, "why")).length, 6);
});

test("two solutions: remote, then onsite via licensed agencies, each to /contact", () => {
  const services = sectionNamed(doc, "services");
  assert.equal(titlesIn(services), ["Remote Outsourcing", "Onsite Hiring via Licensed Agencies"]);
  assert.equal(linksIn(services).map((link) => link.href), ["/contact", "/contact"]);
});

test("four steps: Tell Us Your Needs, Get Matched, Interview, Onboard/Deploy", () => {
  assert.equal(stepsIn(sectionNamed(doc, "how-it-works")), ["Tell Us Your Needs", "Get Matched", "Interview", "Onboard/Deploy"]);
});

test("final call to action to /contact; every hiring button to /contact", () => {
  assert.equal(linksIn(sectionNamed(doc, "cta")).map((link) => link.href), ["/contact"]);
  assertCountryLinks(doc);
});

test.run();
