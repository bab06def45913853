// /contact in the built HTML against SPEC.md §2 and §7: the address as text, the booking link, quick-response promises, no form.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { assertBookingLinks, builtPage, linksIn, one, sectionNamed, sectionNames, site, textOf, titlesIn } from "./helpers";

const test = suite("content: /contact");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/contact");
});

test("sections: hero, then the contact details", () => {
  assert.equal(sectionNames(doc), ["hero", "contact"]);
});

test("no form and no input fields anywhere on the page", () => {
  assert.is(doc.querySelectorAll("form, input, textarea, select").length, 0);
});

test("the contact details show the address from site.yaml as text, not as a link", () => {
  const section = sectionNamed(doc, "contact");
  const shown = section.querySelectorAll(".value").map(textOf);
  assert.ok(shown.includes(site.settings.email), "address shown");
  assert.equal(linksIn(section).filter((link) => link.href.startsWith("mailto:")), []);
  assert.ok(shown.includes("Makati, Philippines"), "office shown");
});

test("the booking link opens the booking page in a new tab", () => {
  assert.equal(assertBookingLinks(linksIn(sectionNamed(doc, "contact")), 1), ["Book a Free Consultation"]);
  assert.equal(assertBookingLinks(linksIn(one(doc, "main")), 2), ["Book a Free Consultation", "Book a Free Consultation"]);
});

test("quick-response guarantees", () => {
  const promises = titlesIn(sectionNamed(doc, "contact"));
  assert.equal(promises, ["Reply Within 24 Hours", "Free for Employers", "Consultations That Suit You", "Your Details Stay Private"]);
});

test.run();
