// /for-uae in the built HTML against SPEC.md §2 (sections, both industry lists, four-item FAQ) and §9 (4-8 weeks).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import {
  assertConsultantCard, assertHiringOptions, assertCountryLinks, assertFaqStructuredData, builtPage, faqIn, groupsIn, headingOf, proseOf,
  sectionNamed, sectionNames, stepsIn, timelinesIn,
} from "./helpers";

const test = suite("content: /for-uae");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-uae");
});

test("sections in the spec's order, with its headings", () => {
  assert.equal(sectionNames(doc), ["hero", "why", "services", "industries", "how-it-works", "contact", "faq"]);
  assert.ok(headingOf(sectionNamed(doc, "why")).startsWith("Why Choose"));
  assert.is(headingOf(sectionNamed(doc, "services")), "Your Two Options");
  assert.ok(headingOf(sectionNamed(doc, "industries")).startsWith("Industries"));
  assert.is(headingOf(sectionNamed(doc, "how-it-works")), "How It Works");
});

test("two options, onsite and remote, each anchored with a button to /contact", () => {
  assertHiringOptions(doc);
});

test("industries: the onsite and remote lists exactly as SPEC.md gives them", () => {
  assert.equal(groupsIn(sectionNamed(doc, "industries")), [
    {
      title: "Onsite hiring",
      items: ["Hospitality", "Construction and engineering", "Retail and sales", "Healthcare and nursing", "Domestic helpers"],
    },
    {
      title: "Remote outsourcing",
      items: ["Customer support", "Virtual assistance", "Web development", "Digital marketing", "Admin and data entry"],
    },
  ]);
});

test("how it works in four steps; specialist contact with e-mail and booking", () => {
  assert.is(stepsIn(sectionNamed(doc, "how-it-works")).length, 4);
  assertConsultantCard(doc, "uae-specialist", "UAE Hiring Specialist");
});

test("FAQ: four entries with answers, also as FAQPage data", () => {
  const faq = faqIn(sectionNamed(doc, "faq"));
  assert.is(faq.length, 4);
  for (const entry of faq) assert.ok(entry.answer.length > 40, entry.question);
  assertFaqStructuredData(doc, faq);
});

test("figures: onsite 4-8 weeks, remote 1-2 weeks, and no other timeline", () => {
  assert.equal(timelinesIn(proseOf(doc.querySelector("main")!)), ["1-2 weeks", "4-8 weeks"]);
  assert.ok(proseOf(sectionNamed(doc, "faq")).includes("4-8 weeks"));
});

test("every hiring button goes to /contact", () => {
  assertCountryLinks(doc);
});

test.run();
