// /for-bahrain in the built HTML against SPEC.md §2 (hero buttons and three trust points, five cards, lists of seven,
// five FAQ entries) and §9 (6-12 weeks, agency fees of 1-2 months' salary).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import {
  assertConsultantCard, assertHiringOptions, assertCountryLinks, assertFaqStructuredData, builtPage, faqIn, groupsIn, headingOf, linksIn, pointsIn,
  proseOf, sectionNamed, sectionNames, stepsIn, timelinesIn, titlesIn,
} from "./helpers";

const test = suite("content: /for-bahrain");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-bahrain");
});

test("sections in the spec's order, with its headings", () => {
  assert.equal(sectionNames(doc), ["hero", "why", "services", "industries", "how-it-works", "contact", "faq", "cta"]);
  assert.is(headingOf(sectionNamed(doc, "why")), "Why Work With Us");
  assert.is(headingOf(sectionNamed(doc, "services")), "Two Ways We Can Help");
});

test("hero: Hire in Bahrain and Outsource remotely to /contact, and three trust points", () => {
  const hero = sectionNamed(doc, "hero");
  assert.equal(linksIn(hero).map((link) => [link.text, link.href]), [["Hire in Bahrain", "/contact"], ["Outsource remotely", "/contact"]]);
  assert.is(pointsIn(hero).length, 3);
});

test("Why Work With Us has five cards", () => {
  assert.is(titlesIn(sectionNamed(doc, "why")).length, 5);
});

test("two ways to help: onsite hiring and remote outsourcing, both to /contact", () => {
  assertHiringOptions(doc);
});

test("industries: the seven onsite and seven remote entries exactly as SPEC.md gives them", () => {
  assert.equal(groupsIn(sectionNamed(doc, "industries")), [
    {
      title: "Onsite hiring",
      items: ["Construction and engineering", "Hospitality", "Domestic and care", "Retail and sales", "Healthcare", "Manufacturing", "Security"],
    },
    {
      title: "Remote outsourcing",
      items: [
        "Admin/virtual assistance", "Web development", "Design", "Business process outsourcing", "Customer support",
        "Finance and bookkeeping", "Digital marketing",
      ],
    },
  ]);
});

test("four-step process; consultant card with e-mail link and Book a call", () => {
  assert.is(stepsIn(sectionNamed(doc, "how-it-works")).length, 4);
  assertConsultantCard(doc, "bahrain-consultant", "Bahrain Market Consultant");
});

test("FAQ: five static entries on legal hiring, remote roles, timeline, documents and fees", () => {
  const faq = faqIn(sectionNamed(doc, "faq"));
  assert.is(faq.length, 5);
  const [legal, remote, timeline, documents, fees] = faq;
  assert.match(legal.question, /legal/i);
  assert.match(remote.question, /remote/i);
  assert.match(timeline.question, /how long/i);
  assert.match(documents.question, /documents/i);
  assert.match(fees.question, /fees/i);
  assert.equal(timelinesIn(timeline.answer), ["1-2 weeks", "6-12 weeks"]);
  assert.match(fees.answer, /typically 1-2 months' salary for onsite placements/);
  assert.match(fees.answer, /free for employers/);
  for (const entry of faq) assert.ok(entry.open, `${entry.question}: static, no toggle`);
  assertFaqStructuredData(doc, faq);
});

test("figures: onsite 6-12 weeks, remote 1-2 weeks, and no other timeline", () => {
  assert.equal(timelinesIn(proseOf(doc.querySelector("main")!)), ["1-2 weeks", "6-12 weeks"]);
});

test("final call to action to /contact; every hiring button to /contact", () => {
  assert.equal(linksIn(sectionNamed(doc, "cta")).map((link) => link.href), ["/contact"]);
  assertCountryLinks(doc);
});

test.run();
