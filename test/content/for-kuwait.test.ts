// /for-kuwait in the built HTML against SPEC.md §2 (sections, labels, lists, six-item open FAQ) and §9 (5M+, 6-12 weeks).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import {
  assertBookingLinks, assertConsultantCard, assertCountryLinks, assertHiringOptions, assertFaqStructuredData, builtPage, faqIn, figuresIn, groupsIn, headingOf, linksIn,
  proseOf, sectionNamed, sectionNames, stepsIn, timelinesIn,
} from "./helpers";

const test = suite("content: /for-kuwait");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-kuwait");
});

test("sections in the spec's order, with its headings", () => {
  assert.equal(sectionNames(doc), ["hero", "why", "services", "industries", "how-it-works", "contact", "faq", "cta"]);
  assert.is(headingOf(sectionNamed(doc, "why")), "Why Filipino Talent");
  assert.is(headingOf(sectionNamed(doc, "services")), "Choose Your Hiring Solution");
  assert.ok(headingOf(sectionNamed(doc, "industries")).startsWith("Industries"));
  assert.is(headingOf(sectionNamed(doc, "how-it-works")), "How It Works");
});

test("hero: hiring buttons to /contact and the 5M+ professionals figure", () => {
  const hero = sectionNamed(doc, "hero");
  assert.equal(linksIn(hero).map((link) => link.href), ["/contact", "/contact"]);
  assert.ok(figuresIn(hero).some((figure) => figure.value === "5M+" && /Filipino professionals/i.test(figure.label)));
});

test("two hiring solutions, onsite and remote, each with an anchor and a button to /contact", () => {
  assertHiringOptions(doc);
});

test("industries: the onsite and remote lists exactly as SPEC.md gives them", () => {
  assert.equal(groupsIn(sectionNamed(doc, "industries")), [
    { title: "Onsite hiring", items: ["Construction", "Logistics", "Hospitality", "Healthcare", "Domestic Work", "Retail"] },
    {
      title: "Remote outsourcing",
      items: ["Customer Service", "Virtual Assistance", "Web Development", "Graphic Design", "Digital Marketing", "Admin Support"],
    },
  ]);
});

test("how it works in four steps", () => {
  assert.is(stepsIn(sectionNamed(doc, "how-it-works")).length, 4);
});

test("specialist section: consultant card, e-mail link and Book a call in a new tab", () => {
  assertConsultantCard(doc, "kuwait-specialist", "Kuwait Hiring Specialist");
});

test("FAQ: six entries, all shown open with an indicator icon", () => {
  const faq = faqIn(sectionNamed(doc, "faq"));
  assert.is(faq.length, 6);
  for (const entry of faq) {
    assert.ok(entry.icon, `${entry.question}: indicator icon`);
    assert.ok(entry.open, `${entry.question}: shown expanded, no toggle`);
    assert.ok(entry.answer.length > 40, `${entry.question}: has an answer`);
  }
  const timing = faq.find((entry) => /how long/i.test(entry.question));
  assert.ok(timing, "an FAQ entry on hiring time");
  assert.equal(timelinesIn(timing.answer), ["1-2 weeks", "6-12 weeks"]);
  assertFaqStructuredData(doc, faq);
});

test("figures: onsite 6-12 weeks and remote 1-2 weeks, and no other timeline", () => {
  assert.equal(timelinesIn(proseOf(doc.querySelector("main")!)), ["1-2 weeks", "6-12 weeks"]);
  assert.ok(proseOf(sectionNamed(doc, "why")).includes("5M+"));
});

test("every hiring button goes to /contact; the closing call to action too", () => {
  assertCountryLinks(doc);
  const cta = linksIn(sectionNamed(doc, "cta"));
  assert.is(cta[0].href, "/contact");
  assert.equal(assertBookingLinks(cta, 1), ["Book a free consultation"]);
});

test.run();
