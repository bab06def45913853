// Gate: every href and src in dist/ resolves (routes, #anchors, assets), external links are https: or mailto: only,
// and every target="_blank" carries rel="noopener noreferrer".
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { builtSite } from "../helpers/site";
import { FIXTURES } from "./support/fixtures";
import { linkProblems } from "./support/links";
import { ownDataUrl, type SiteData } from "../../src/core/site-data";
import { baseUrlOf, builtRoutes, namedData, parseHtml, siteDataOf } from "./support/routes";

const test = suite("quality gate: links");

test("the checker reports each kind of bad link and passes the good ones (fixture)", () => {
  assert.equal(linkProblems(join(FIXTURES, "links-site"), "https://www.example.com"), [
    'index.html: <a href="/missing">: no such file or route in the built site',
    'index.html: <a href="/about#nowhere">: no element with id "nowhere" on the target page',
    'index.html: <a href="#bottom">: no element with id "bottom" on this page',
    'index.html: <img src="/images/missing.png">: no such file or route in the built site',
    'index.html: <a href="http://example.com/">: only site paths, #anchors, https: and mailto: are allowed',
    'index.html: <a href="javascript:void(0)">: only site paths, #anchors, https: and mailto: are allowed',
    'index.html: <a href="https://example.com/">: target="_blank" without rel="noopener noreferrer"',
    'index.html: <a href="https://example.com/">: target="_blank" without rel="noopener noreferrer"',
    'index.html: <a href="https://www.example.com/gone">: no such file or route in the built site',
    'index.html: <use href="/images/icons.svg#gone">: no element with id "gone" on the target page',
  ]);
});

test("every href and src in the built site resolves, with safe schemes and new-tab links", async () => {
  const dist = await builtSite();
  assert.equal(linkProblems(dist, baseUrlOf(dist)), []);
});

test("for every route, the data file the app fetches on the way there is the one its page names, and exists", async () => {
  const dist = await builtSite();
  const routes = builtRoutes(dist);
  assert.ok(routes.length >= 17, `routes: ${routes.length}`);
  const wrong = routes.flatMap(({ path, file }) => {
    const page = parseHtml(readFileSync(join(dist, file), "utf8"));
    const site = namedData<SiteData>(dist, page, "site")!;
    const named = page.querySelector("#root")?.getAttribute("data-page");
    // As a link from another page of its language reaches it: with or without the trailing slash, with an #anchor.
    const fetched = [path, path.replace(/(.)\/$/, "$1"), `${path}#top`].map((href) => ownDataUrl(site, href));
    return fetched.every((url) => url === named) && named && existsSync(join(dist, named)) ? [] : [`${path}: names ${named}, the app fetches ${fetched.join(" / ")}`];
  });
  assert.equal(wrong, []);
});

test("the site data lists no routes: a page added leaves it, and so every other page, as it was", async () => {
  const site = siteDataOf(await builtSite());
  assert.not.ok("routes" in site, Object.keys(site).join(", "));
});

test.run();
