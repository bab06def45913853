// Moving or removing a page from the editor: the redirect is written with it, site.yaml changes by exactly those
// lines, and a change the site would not build with (links still naming the old address) is refused with the list.
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { applyMove, planMove, siteHash } from "../../scripts/dev/editor/route-move";
import { removeProject } from "../helpers/project";
import { ROOT } from "../helpers/site";

const test = suite("move or remove a page");
let root = "";
test.before(() => {
  root = mkdtempSync(join(tmpdir(), "site-move-"));
  for (const name of ["site.yaml", "pages", "public", "published-routes.txt"]) cpSync(join(ROOT, name), join(root, name), { recursive: true });
});
test.after(() => removeProject(root));

const lineDiff = (a: string, b: string) => {
  const [x, y] = [a.split("\n"), b.split("\n")];
  return { gone: x.filter((line) => !y.includes(line)), added: y.filter((line) => !x.includes(line)) };
};

test("a move that leaves links to the old address is refused, naming each", () => {
  const planned = planMove(root, { page: "for-hong-kong", path: "/for-hongkong", redirectTo: "/for-hongkong" });
  assert.ok(typeof planned !== "string");
  assert.equal(planned.problems, [
    'pages/for-employers.yaml:163: link to "/for-hong-kong", which is not a route',
    'pages/home.yaml:160: link to "/for-hong-kong", which is not a route',
    "site.yaml:75: the page of Hong Kong (/for-hong-kong) is not a route",
  ]);
  assert.equal(lineDiff(readFileSync(join(root, "site.yaml"), "utf8"), planned.siteText), {
    gone: ["  - { path: /for-hong-kong, page: for-hong-kong }"],
    added: ["  - { path: /for-hongkong, page: for-hong-kong }", "  - { from: /for-hong-kong, to: /for-hongkong }"],
  });
});

test("removing a page nobody links to: its route line goes, the redirect is added after the others, its file is deleted", () => {
  const file = join(root, "site.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace("        - { key: legal.terms, href: /terms-and-conditions }\n", ""));
  const before = readFileSync(file, "utf8");
  const move = { page: "terms-and-conditions", redirectTo: "/privacy-policy" };
  const planned = planMove(root, move);
  assert.ok(typeof planned !== "string");
  assert.equal(planned.problems, []);
  applyMove(root, move, planned, siteHash(root));
  const after = readFileSync(file, "utf8");
  assert.equal(lineDiff(before, after), { gone: ["  - { path: /terms-and-conditions, page: terms-and-conditions }"], added: ["  - { from: /terms-and-conditions, to: /privacy-policy }"] });
  assert.ok(after.includes("  - { from: /agencies, to: /for-agencies }\n  - { from: /terms-and-conditions, to: /privacy-policy }\n"));
  assert.not.ok(existsSync(join(root, "pages/terms-and-conditions.yaml")));
});

test("an address or a target YAML would read specially is refused in plain words", () => {
  assert.is(planMove(root, { page: "contact", path: "/Contact Us", redirectTo: "/" }), '"/Contact Us" is not a usable address: a slash, then lower-case words joined by hyphens, e.g. /for-new-zealand.');
  assert.is(planMove(root, { page: "contact", redirectTo: "/x, to: /y }" }), '"/x, to: /y }" is not a usable redirect: an address of this site such as /contact, or an https: address.');
});

test.run();
