// Gate: every href and src in dist/ resolves (routes, #anchors, assets), external links are https: or mailto: only,
// and every target="_blank" carries rel="noopener noreferrer".
import { existsSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { builtSite } from "../helpers/site";
import { FIXTURES } from "./support/fixtures";
import { linkProblems } from "./support/links";
import { baseUrlOf, siteDataOf } from "./support/routes";

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

test("every page data file the client may fetch on navigation exists", async () => {
  const dist = await builtSite();
  const urls = Object.values(siteDataOf(dist).routes);
  assert.ok(urls.length >= 17, `routes in the site data: ${urls.length}`);
  assert.equal(urls.filter((url) => !url.startsWith("/data/") || !existsSync(join(dist, url))), []);
});

test.run();
