// /about in the built HTML against SPEC.md §2 (mission, story, three values, four capabilities, figures, call to action) and §9.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { assertBookingLinks, builtPage, figuresIn, headingOf, linksIn, proseOf, sectionNamed, sectionNames, titlesIn } from "./helpers";

const test = suite("content: /about");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/about");
});

test("sections in the spec's order", () => {
  assert.equal(sectionNames(doc), ["hero", "mission", "story", "values", "capabilities", "figures", "cta"]);
  assert.is(headingOf(sectionNamed(doc, "mission")), "Our Mission");
  assert.is(headingOf(sectionNamed(doc, "story")), "Our Story");
  assert.match(proseOf(sectionNamed(doc, "story")), /Makati/);
});

test("values: integrity, excellence, innovation", () => {
  assert.equal(titlesIn(sectionNamed(doc, "values")), ["Integrity", "Excellence", "Innovation"]);
});

test("four capability cards", () => {
  assert.is(titlesIn(sectionNamed(doc, "capabilities")).length, 4);
});

test("headline figures of SPEC.md §9", () => {
  assert.equal(figuresIn(sectionNamed(doc, "figures")), [
    { value: "Up to 70%", label: "Cost savings with remote teams" },
    { value: "85%", label: "Faster hiring" },
    { value: "24 hours", label: "Response time" },
    { value: "4.9/5", label: "Client satisfaction" },
    { value: "7+", label: "Countries served" },
    { value: "5+", label: "Languages supported" },
  ]);
});

test("call to action: /contact and the booking page", () => {
  const cta = linksIn(sectionNamed(doc, "cta"));
  assert.is(cta[0].href, "/contact");
  assert.is(assertBookingLinks(cta, 1).length, 1);
});

test.run();
