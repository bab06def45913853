// Gate: every route has a unique title and description, one absolute canonical equal to its sitemap entry, JSON-LD
// that parses with the properties its type requires; robots.txt names the sitemap; the sitemap lists every route.
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { builtSite } from "../helpers/site";
import { FIXTURES } from "./support/fixtures";
import { builtRoutes, dataFileRoutes } from "./support/routes";
import { seoProblems } from "./support/seo";

const test = suite("quality gate: SEO");

test("the checker reports each kind of SEO defect (fixture)", () => {
  // JSON.parse's own wording differs between Node versions; the gate's part of the line is what matters.
  const problems = seoProblems(join(FIXTURES, "seo-site")).map((line) => line.replace(/does not parse: .*/, "does not parse"));
  assert.equal(problems, [
    '/a: title "Home | Fixture" is also the title of /',
    "/a: canonical /a is not an absolute https: address",
    "/a: JSON-LD block 2 does not parse",
    "/a: expected one BreadcrumbList, found 0",
    "/b: expected one non-empty meta description, found 0",
    "/b: canonical https://www.example.com/elsewhere differs from its sitemap entry https://www.example.com/b",
    "/b: BreadcrumbList item 1 needs @type ListItem, position 1, a name and an absolute item",
    "/b: the last breadcrumb https://www.example.com/ is not the canonical https://www.example.com/elsewhere",
    "/b: the page shows questions but has no FAQPage",
    'robots.txt: no line "Sitemap: https://www.example.com/sitemap.xml"',
    '404.html: no <meta name="robots" content="noindex">',
  ]);
});

test("the sitemap lists exactly the site's routes", async () => {
  const dist = await builtSite();
  // Every language's routes, by the page data files written for them (/de for /de/).
  const routes = dataFileRoutes(dist);
  assert.ok(routes.length >= 17, `routes: ${routes.join(", ")}`);
  assert.equal(builtRoutes(dist).map((route) => route.path.replace(/(.)\/$/, "$1")).sort(), routes.sort());
});

test("every built route passes", async () => {
  assert.equal(seoProblems(await builtSite()), []);
});

test.run();
