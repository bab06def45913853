// /for-oman in the built HTML against SPEC.md §2 (sections, anchors, step labels, consultant card, four static FAQ
// entries, the closing "Schedule a Free Hiring Consultation") and §9 (2-3 months, 60-80% less).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import {
  assertConsultantCard, assertHiringOptions, assertCountryLinks, assertFaqStructuredData, builtPage, faqIn, groupsIn, headingOf, linksIn, proseOf,
  sectionNamed, sectionNames, stepsIn, timelinesIn,
} from "./helpers";

const test = suite("content: /for-oman");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-oman");
});

test("sections in the spec's order, with its headings", () => {
  assert.equal(sectionNames(doc), ["hero", "why", "services", "industries", "how-it-works", "contact", "faq", "cta"]);
  assert.is(headingOf(sectionNamed(doc, "why")), "Why Work With Us");
  assert.is(headingOf(sectionNamed(doc, "services")), "Two Hiring Options");
  assert.is(headingOf(sectionNamed(doc, "how-it-works")), "How It Works");
});

test("two hiring options with the in-page anchors onsite-hiring and remote-outsourcing", () => {
  assertHiringOptions(doc);
});

test("industries: an onsite list and a remote list (SPEC.md does not give Oman's entries)", () => {
  const groups = groupsIn(sectionNamed(doc, "industries"));
  assert.equal(groups.map((group) => group.title), ["Onsite hiring", "Remote outsourcing"]);
  for (const group of groups) assert.ok(group.items.length >= 4, `${group.title}: entries`);
});

test("how it works: steps 3 and 4 are Interview & Approve and Onboarding Support (paperwork, visas, remote setup)", () => {
  const section = sectionNamed(doc, "how-it-works");
  const steps = stepsIn(section);
  assert.is(steps.length, 4);
  assert.equal(steps.slice(2), ["Interview & Approve", "Onboarding Support"]);
  const onboarding = proseOf(section.querySelectorAll("ol > li")[3]);
  assert.match(onboarding, /paperwork/);
  assert.match(onboarding, /visa processing for onsite/);
  assert.match(onboarding, /remote setup/);
});

test("contact: Oman Market Consultant card with photo and name, mailto link, Book a call in a new tab", () => {
  assertConsultantCard(doc, "oman-consultant", "Oman Market Consultant");
});

test("FAQ: four static questions on legal hiring, remote roles, cost and onboarding time", () => {
  const faq = faqIn(sectionNamed(doc, "faq"));
  assert.is(faq.length, 4);
  const [legal, remote, cost, onboarding] = faq;
  assert.match(legal.question, /legal/i);
  assert.match(remote.question, /remote/i);
  assert.match(cost.question, /cost/i);
  assert.match(onboarding.question, /onboarding/i);
  assert.match(cost.answer, /Remote outsourcing costs 60-80% less than local hires/);
  assert.equal(timelinesIn(onboarding.answer), ["1-2 weeks", "2-3 months"]);
  for (const entry of faq) assert.ok(entry.open, `${entry.question}: static, no toggle`);
  assertFaqStructuredData(doc, faq);
});

test("figures: onsite 2-3 months, remote 1-2 weeks, and no other timeline", () => {
  assert.equal(timelinesIn(proseOf(doc.querySelector("main")!)), ["1-2 weeks", "2-3 months"]);
});

test("final call to action: Schedule a Free Hiring Consultation to /contact; every hiring button to /contact", () => {
  assert.equal(linksIn(sectionNamed(doc, "cta")).map((link) => [link.text, link.href]), [["Schedule a Free Hiring Consultation", "/contact"]]);
  assertCountryLinks(doc);
});

test.run();
