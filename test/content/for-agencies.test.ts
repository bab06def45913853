// /for-agencies in the built HTML against SPEC.md §2 and §5 (benefits, the six partnership requirements, four
// application steps, what we provide, call to action) and §9 (3x growth, 95% satisfaction rate, 2 years).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { builtPage, figuresIn, linksIn, proseOf, sectionNamed, sectionNames, site, stepsIn, titlesIn } from "./helpers";

const test = suite("content: /for-agencies");
let doc: HTMLElement;
test.before(async () => {
  doc = await builtPage("/for-agencies");
});

test("sections in the spec's order", () => {
  assert.equal(sectionNames(doc), ["hero", "benefits", "requirements", "how-it-works", "what-we-provide", "cta"]);
});

test("benefits for agencies", () => {
  assert.ok(titlesIn(sectionNamed(doc, "benefits")).length >= 4);
});

test("the six partnership requirements of SPEC.md §5, in its order", () => {
  const section = sectionNamed(doc, "requirements");
  assert.equal(titlesIn(section), [
    "Valid Registration and Licenses", "At Least 2 Years of Operation", "International Client Record", "Labor Law Compliance",
    "References and Testimonials", "Financial Stability and Insurance",
  ]);
  assert.match(proseOf(section), /valid Philippine business registration/);
});

test("four application steps, then what we provide", () => {
  assert.is(stepsIn(sectionNamed(doc, "how-it-works")).length, 4);
  assert.ok(titlesIn(sectionNamed(doc, "what-we-provide")).length >= 3);
});

test("figures: 3x growth and the 95% satisfaction rate", () => {
  const figures = figuresIn(sectionNamed(doc, "hero"));
  assert.ok(figures.some((figure) => figure.value === "3x" && /growth/i.test(figure.label)), "3x growth");
  assert.ok(figures.some((figure) => figure.value === "95%" && figure.label === "Satisfaction rate"), "95% satisfaction rate");
});

test("calls to action: apply via /contact, or e-mail the company address", () => {
  assert.is(linksIn(sectionNamed(doc, "hero"))[0].href, "/contact");
  assert.equal(linksIn(sectionNamed(doc, "cta")).map((link) => link.href), ["/contact", `mailto:${site.settings.email}`]);
});

test.run();
