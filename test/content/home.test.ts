// / in the built HTML against SPEC.md §2: hero buttons, four steps, both industry lists, two services, country tiles,
// reasons, closing booking link; and the headline figures of §9.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import {
  COUNTRY_ROUTES, assertBookingLinks, site, builtPage, figuresIn, groupsIn, linksIn, sectionNamed, sectionNames, stepsIn, titlesIn,
} from "./helpers";

const test = suite("content: /");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/");
});

test("sections in the spec's order", () => {
  assert.equal(sectionNames(doc), ["hero", "how-it-works", "industries", "services", "countries", "why-filipino-talent", "cta"]);
});

test("hero: Hire Local Talent and Build Remote Team, both to /contact, with the headline figures", () => {
  const hero = sectionNamed(doc, "hero");
  assert.equal(linksIn(hero).map((link) => [link.text, link.href]), [["Hire Local Talent", "/contact"], ["Build Remote Team", "/contact"]]);
  assert.equal(figuresIn(hero).map((figure) => figure.value), ["Up to 70%", "85%", "24 hours", "4.9/5"]);
});

test("how it works in four steps: share needs, match and connect, interview and select, onboard and deploy", () => {
  assert.equal(stepsIn(sectionNamed(doc, "how-it-works")), ["Share Your Needs", "Match and Connect", "Interview and Select", "Onboard and Deploy"]);
});

test("industries: an onsite list and the remote list of SPEC.md §1", () => {
  const groups = groupsIn(sectionNamed(doc, "industries"));
  assert.equal(groups.map((group) => group.title), ["Onsite hiring", "Remote outsourcing"]);
  assert.ok(groups[0].items.length >= 5);
  assert.equal(groups[1].items, [
    "Customer Support", "Virtual Assistance", "Web Development", "Graphic Design", "Digital Marketing", "Admin and Data Entry",
    "Finance and Accounting", "IT",
  ]);
});

test("two services, onsite and remote, anchored, with the hero's two buttons", () => {
  const services = sectionNamed(doc, "services");
  assert.equal(services.querySelectorAll("article").map((card) => card.id), ["onsite-hiring", "remote-outsourcing"]);
  assert.equal(titlesIn(services).length, 2);
  assert.equal(linksIn(services).map((link) => [link.text, link.href]), [["Hire Local Talent", "/contact"], ["Build Remote Team", "/contact"]]);
});

test("country tiles: one per country of site.yaml, in its order (the footer's)", () => {
  assert.equal(linksIn(sectionNamed(doc, "countries")).map((link) => link.href), COUNTRY_ROUTES);
});

test("the footer's country column: a link to each country of site.yaml, by name, in its order", () => {
  const column = doc.querySelectorAll("footer nav").find((nav) => nav.querySelector("h2")?.text === "Hire by country");
  assert.ok(column, "the country column");
  assert.equal(linksIn(column).map((link) => [link.text, link.href]), site.countries.map((country) => [country.name, country.path]));
});

test("reasons to choose Filipino talent", () => {
  assert.is(titlesIn(sectionNamed(doc, "why-filipino-talent")).length, 6);
});

test("closing call to action with the external booking link", () => {
  const cta = linksIn(sectionNamed(doc, "cta"));
  assert.equal(assertBookingLinks(cta, 1), ["Book a Free Consultation"]);
  assert.ok(cta.some((link) => link.href === "/contact"));
});

test.run();
