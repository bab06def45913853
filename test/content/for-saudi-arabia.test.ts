// /for-saudi-arabia in the built HTML against SPEC.md §2: remote services, onsite jobs, benefits, country manager, call to action.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import {
  assertBookingLinks, assertConsultantCard, assertCountryLinks, builtPage, figuresIn, groupsIn, headingOf, linksIn, proseOf,
  sectionNamed, sectionNames, timelinesIn, titlesIn,
} from "./helpers";

const test = suite("content: /for-saudi-arabia");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-saudi-arabia");
});

test("sections in the spec's order: remote services, onsite jobs, benefits, contact, call to action", () => {
  assert.equal(sectionNames(doc), ["hero", "services", "industries", "why", "contact", "cta"]);
  assert.match(headingOf(sectionNamed(doc, "services")), /^Remote Services/);
  assert.match(headingOf(sectionNamed(doc, "industries")), /^Onsite Jobs/);
});

test("remote services: the eight remote areas of SPEC.md §1", () => {
  assert.equal(titlesIn(sectionNamed(doc, "services")), [
    "Customer Support", "Virtual Assistance", "Web Development", "Graphic Design", "Digital Marketing", "Admin and Data Entry",
    "Finance and Accounting", "IT Support",
  ]);
});

test("onsite jobs in groups, through agencies licensed by the Philippine overseas-employment authority", () => {
  const section = sectionNamed(doc, "industries");
  const groups = groupsIn(section);
  assert.is(groups.length, 3);
  for (const group of groups) assert.ok(group.items.length >= 3, group.title);
  assert.match(proseOf(section), /licensed by the Philippine overseas-employment authority/);
});

test("benefits, the country manager's contact block, and the figures", () => {
  assert.is(titlesIn(sectionNamed(doc, "why")).length, 6);
  assertConsultantCard(doc, "saudi-manager", "Saudi Arabia Country Manager");
  assert.equal(figuresIn(sectionNamed(doc, "hero")).map((figure) => figure.value), ["Up to 70%", "24h", "85%", "4.9/5"]);
  assert.equal(timelinesIn(proseOf(doc.querySelector("main")!)), ["1-2 weeks"]);
});

test("every hiring button goes to /contact; the call to action also offers the booking page", () => {
  assertCountryLinks(doc);
  const cta = linksIn(sectionNamed(doc, "cta"));
  assert.is(cta[0].href, "/contact");
  assert.is(assertBookingLinks(cta, 1).length, 1);
});

test.run();
