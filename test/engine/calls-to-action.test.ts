// The calls to action in dist/: each has an id unique on its page, every booking link goes through its counted /go/
// path to the booking page with the four UTM parameters, and _redirects holds exactly the /go/ paths the pages link to.
import { ctaPageId } from "../../src/ui/cta";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseRedirects, redirectFor } from "../../src/server/redirects";
import { builtSite } from "../helpers/site";
import { builtRoutes, parseHtml } from "../quality/support/routes";

const test = suite("calls to action in dist/");
const BOOKING = "https://example.com/book-a-call";

test("every call to action has a data-cta unique on its page; every booking link carries utm_source, utm_medium, utm_campaign and utm_content", async () => {
  const dist = await builtSite();
  const rules = parseRedirects(readFileSync(join(dist, "_redirects"), "utf8"));
  const linked = new Set<string>();
  let bookings = 0;
  for (const route of [...builtRoutes(dist), { path: "/404", file: "404.html" }]) {
    const links = parseHtml(readFileSync(join(dist, route.file), "utf8")).querySelectorAll("a[data-cta]");
    const ids = links.map((a) => a.getAttribute("data-cta")!);
    assert.equal(ids.filter((id, at) => ids.indexOf(id) !== at), [], `${route.path}: repeated ids`);
    assert.ok(ids.includes("header/action"), `${route.path}: the header's button`);
    for (const link of links) {
      const href = link.getAttribute("href")!;
      const id = link.getAttribute("data-cta")!;
      assert.not.ok(href.startsWith("https:"), `${route.path} ${id}: a link that leaves the site is counted first`);
      if (!href.startsWith("/go/")) continue;
      assert.is(href, `/go/${id}`, route.path);
      assert.is(link.getAttribute("target"), "_blank");
      assert.is(link.getAttribute("rel"), "noopener noreferrer");
      linked.add(href);
      const answer = redirectFor(rules, href, "");
      assert.is(answer?.status, 302, href);
      const target = new URL(answer!.location);
      if (target.origin + target.pathname !== BOOKING) continue;
      bookings++;
      const page = ctaPageId(route.path);
      assert.equal(Object.fromEntries(target.searchParams), { utm_source: "www.example.com", utm_medium: "website", utm_campaign: page, utm_content: id }, href);
    }
  }
  assert.ok(bookings >= 15, `booking links: ${bookings}`);
  assert.equal(rules.filter((rule) => rule.from.startsWith("/go/") && !rule.query.length).map((rule) => rule.from).sort(), [...linked].sort());
});

test("ids name the page, the section and the position: the Kuwait page", async () => {
  const dist = await builtSite();
  const ids = parseHtml(readFileSync(join(dist, "for-kuwait/index.html"), "utf8")).querySelectorAll("a[data-cta]").map((a) => a.getAttribute("data-cta"));
  assert.equal(ids, [
    "header/action", "for-kuwait/hero/1", "for-kuwait/hero/2", "for-kuwait/services/1", "for-kuwait/services/2",
    "for-kuwait/contact/email", "for-kuwait/contact/booking", "for-kuwait/cta/1", "for-kuwait/cta/2", "for-kuwait/footer/email",
  ]);
});

test.run();
