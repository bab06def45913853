// SPEC.md §9 across the built site: no page contradicts a business constant, and the e-mail and booking links of
// every route carry the values written once in site.yaml.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { HTMLElement } from "node-html-parser";
import { COUNTRY_ROUTES, assertExternalLinks, builtPage, linksIn, one, proseOf, routes, site, timelinesIn } from "./helpers";

const test = suite("content: business constants across the site");
const pages = new Map<string, HTMLElement>();
test.before(async () => {
  for (const path of routes) pages.set(path, await builtPage(path));
});
const mainText = (path: string) => proseOf(one(pages.get(path)!, "main"));

test("percentages are only those of §9: 70% savings, 85% faster, 95% satisfaction, 60-80% (Oman), 50% (affiliates)", () => {
  const allowed = new Set(["70%", "85%", "95%", "60-80%", "50%"]);
  for (const path of routes) {
    for (const [figure] of mainText(path).matchAll(/\d+(?:\.\d+)?(?:-\d+)?%/g)) assert.ok(allowed.has(figure), `${path}: ${figure}`);
  }
});

test("ratings are 4.9/5, and the response time is 24 hours", () => {
  for (const path of routes) {
    const text = mainText(path);
    for (const [rating] of text.matchAll(/\d(?:\.\d)?\/5/g)) assert.is(rating, "4.9/5", path);
    for (const [hours] of text.matchAll(/(\d+)[- ]?(?:hours?|h)\b/g)) assert.match(hours, /^24/, `${path}: ${hours}`);
  }
});

test("each country page's onsite timeline is §9's, remote hires start within 1-2 weeks", () => {
  const onsite: Record<string, string[]> = {
    "/for-kuwait": ["6-12 weeks"],
    "/for-uae": ["4-8 weeks"],
    "/for-qatar": ["2-3 months"],
    "/for-oman": ["2-3 months"],
    "/for-bahrain": ["6-12 weeks"],
  };
  for (const path of COUNTRY_ROUTES) {
    assert.equal(timelinesIn(mainText(path)), ["1-2 weeks", ...(onsite[path] ?? [])].sort(), path);
  }
});

test("consultation and matching are free for employers wherever fees come up; nothing claims otherwise", () => {
  for (const path of routes) {
    const text = mainText(path);
    assert.not.match(text, /(consultation|matching) (is|are) (not free|charged)/i, path);
    if (/fees/.test(text) && path !== "/terms-and-conditions") assert.match(text, /free/i, `${path} mentions fees`);
  }
});

test("every e-mail link is mailto: the address of site.yaml; every external link opens in a new tab", () => {
  for (const path of routes) {
    const links = linksIn(pages.get(path)!);
    for (const link of links.filter((each) => each.href.startsWith("mailto:"))) assert.is(link.href, `mailto:${site.settings.email}`, path);
    assertExternalLinks(links);
    for (const link of links) assert.ok(/^(\/|#|mailto:|https:\/\/)/.test(link.href), `${path}: ${link.href}`);
  }
});

test.run();
