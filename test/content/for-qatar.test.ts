// /for-qatar in the built HTML against SPEC.md §2 (sections, lists, four-item FAQ) and §9 (2-3 months, no upfront costs).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import {
  assertConsultantCard, assertHiringOptions, assertCountryLinks, assertFaqStructuredData, builtPage, faqIn, groupsIn, headingOf, linksIn, pointsIn,
  proseOf, sectionNamed, sectionNames, stepsIn, timelinesIn,
} from "./helpers";

const test = suite("content: /for-qatar");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-qatar");
});

test("sections in the spec's order, with its headings", () => {
  assert.equal(sectionNames(doc), ["hero", "why", "services", "industries", "how-it-works", "contact", "faq", "cta"]);
  assert.ok(headingOf(sectionNamed(doc, "why")).startsWith("Why"));
  assert.match(headingOf(sectionNamed(doc, "services")), /^Two Approaches/);
  assert.is(headingOf(sectionNamed(doc, "how-it-works")), "Process Overview");
});

test("two approaches, onsite and remote, each anchored with a button to /contact", () => {
  assertHiringOptions(doc);
});

test("industries: the onsite and remote lists exactly as SPEC.md gives them", () => {
  assert.equal(groupsIn(sectionNamed(doc, "industries")), [
    { title: "Onsite hiring", items: ["Construction", "Oil & Gas", "Hospitality", "Healthcare", "Domestic Workers"] },
    {
      title: "Remote outsourcing",
      items: ["Customer Support", "Virtual Assistance", "Web Development", "Graphic Design", "Accounting & Data Entry"],
    },
  ]);
});

test("process overview in four steps; market consultant card with e-mail and booking", () => {
  assert.is(stepsIn(sectionNamed(doc, "how-it-works")).length, 4);
  assertConsultantCard(doc, "qatar-consultant", "Qatar Market Consultant");
});

test("FAQ: four entries with answers, also as FAQPage data", () => {
  const faq = faqIn(sectionNamed(doc, "faq"));
  assert.is(faq.length, 4);
  for (const entry of faq) assert.ok(entry.answer.length > 40, entry.question);
  assertFaqStructuredData(doc, faq);
  assert.ok(faq.some((entry) => entry.answer.includes("no upfront costs")), "an answer says there are no upfront costs");
});

test("figures: no upfront costs in the hero, onsite 2-3 months, remote 1-2 weeks, no other timeline", () => {
  assert.ok(pointsIn(sectionNamed(doc, "hero")).includes("No upfront costs"));
  assert.equal(timelinesIn(proseOf(doc.querySelector("main")!)), ["1-2 weeks", "2-3 months"]);
  assert.ok(proseOf(sectionNamed(doc, "faq")).includes("2-3 months"));
});

test("every hiring button goes to /contact, the final call to action first", () => {
  assertCountryLinks(doc);
  assert.is(linksIn(sectionNamed(doc, "cta"))[0].href, "/contact");
});

test.run();
