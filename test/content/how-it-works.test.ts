// /how-it-works in the built HTML against SPEC.md §2: Connect, Match, Onboard, Success; why the matching stands out; call to action.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { assertBookingLinks, builtPage, linksIn, proseOf, sectionNamed, sectionNames, stepsIn, titlesIn } from "./helpers";

const test = suite("content: /how-it-works");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/how-it-works");
});

test("sections in the spec's order", () => {
  assert.equal(sectionNames(doc), ["hero", "how-it-works", "why-our-matching", "cta"]);
});

test("four steps: Connect, Match, Onboard, Success", () => {
  assert.equal(stepsIn(sectionNamed(doc, "how-it-works")), ["Connect", "Match", "Onboard", "Success"]);
});

test("why the matching stands out, with the free-for-employers terms", () => {
  const section = sectionNamed(doc, "why-our-matching");
  assert.match(proseOf(section), /Why our matching stands out/i);
  assert.ok(titlesIn(section).length >= 3);
  assert.match(proseOf(section), /Consultation and matching are free for employers\. Agencies charge their own fees/);
});

test("call to action: booking page in a new tab and /contact", () => {
  const cta = linksIn(sectionNamed(doc, "cta"));
  assert.equal(assertBookingLinks(cta, 1), ["Book a Free Consultation"]);
  assert.ok(cta.some((link) => link.href === "/contact"));
});

test.run();
