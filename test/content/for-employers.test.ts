// /for-employers in the built HTML against SPEC.md §2 (offers, benefits, industries, geography, call to action) and
// the per-country timelines of §9 on its geography tiles.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import {
  COUNTRY_ROUTES, assertBookingLinks, builtPage, figuresIn, groupsIn, headingOf, linksIn, proseOf, sectionNamed, sectionNames,
  timelinesIn, titlesIn,
} from "./helpers";

const test = suite("content: /for-employers");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-employers");
});

test("sections in the spec's order", () => {
  assert.equal(sectionNames(doc), ["hero", "services", "benefits", "industries", "geography", "cta"]);
  assert.is(headingOf(sectionNamed(doc, "services")), "Outsourcing and Talent Placement");
});

test("offers: remote outsourcing and onsite talent placement, each to /contact", () => {
  const services = sectionNamed(doc, "services");
  assert.equal(titlesIn(services), ["Remote Outsourcing", "Onsite Talent Placement"]);
  assert.equal(linksIn(services).map((link) => link.href), ["/contact", "/contact"]);
  assert.match(proseOf(services), /Consultation and matching free; agencies charge their own fees/);
});

test("benefits and the hero's figures", () => {
  assert.is(titlesIn(sectionNamed(doc, "benefits")).length, 6);
  assert.equal(figuresIn(sectionNamed(doc, "hero")).map((figure) => figure.value), ["Up to 70%", "85%", "24 hours", "7+"]);
});

test("industries: onsite list and the remote list of SPEC.md §1", () => {
  const groups = groupsIn(sectionNamed(doc, "industries"));
  assert.equal(groups.map((group) => group.title), ["Onsite hiring", "Remote outsourcing"]);
  assert.equal(groups[1].items, [
    "Customer Support", "Virtual Assistance", "Web Development", "Graphic Design", "Digital Marketing", "Admin and Data Entry",
    "Finance and Accounting", "IT",
  ]);
});

test("geography: a tile per country page plus Europe, each onsite timeline as §9 gives it", () => {
  const section = sectionNamed(doc, "geography");
  assert.equal(linksIn(section).map((link) => link.href).sort(), [...COUNTRY_ROUTES].sort());
  assert.ok(titlesIn(section).includes("Europe"));
  const timelineOf = (country: string) => {
    const tile = section.querySelectorAll("li").find((card) => card.querySelector("h3")?.text === country);
    assert.ok(tile, `${country} tile`);
    return timelinesIn(proseOf(tile));
  };
  assert.equal(timelineOf("Kuwait"), ["6-12 weeks"]);
  assert.equal(timelineOf("UAE"), ["4-8 weeks"]);
  assert.equal(timelineOf("Qatar"), ["2-3 months"]);
  assert.equal(timelineOf("Oman"), ["1-2 weeks", "2-3 months"]);
  assert.equal(timelineOf("Bahrain"), ["6-12 weeks"]);
});

test("call to action: /contact and the booking page", () => {
  const cta = linksIn(sectionNamed(doc, "cta"));
  assert.is(cta[0].href, "/contact");
  assert.is(assertBookingLinks(cta, 1).length, 1);
});

test.run();
