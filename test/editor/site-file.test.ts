// The Site view's save, without a browser: site.yaml and en.json change by exactly the edited lines, an example's
// mark goes with the example, only the Site view's own values are taken, and checks name the field at fault.
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { editedLabels, editedSite, labelKeys, labelsOf, readSiteFiles, siteHash, unknownValue, writeSiteFiles } from "../../scripts/dev/editor/site-file";
import { validateSite } from "../../scripts/dev/editor/validate-site";
import { ChangedOnDiskError } from "../../src/pipeline/files/project-files";
import { parseDocument } from "yaml";
import { removeProject } from "../helpers/project";
import { ROOT } from "../helpers/site";

const test = suite("site view: the files it saves");
let root = "";
test.before(() => {
  root = mkdtempSync(join(tmpdir(), "site-view-"));
  for (const name of ["site.yaml", "pages", "public", "published-routes.txt"]) cpSync(join(ROOT, name), join(root, name), { recursive: true });
});
test.after(() => removeProject(root));

/** [before, after] of each line that differs (same number of lines expected). */
const changed = (a: string, b: string) => {
  const [x, y] = [a.split("\n"), b.split("\n")];
  assert.is(y.length, x.length, "the same number of lines");
  return x.map((line, i) => [line, y[i]]).filter(([p, q]) => p !== q);
};

test("the company e-mail changes its own line only; its # EXAMPLE mark goes, the comment's words stay", () => {
  const site = readFileSync(join(root, "site.yaml"), "utf8");
  const next = editedSite(site, [{ path: ["settings", "email"], text: "jobs@talentbridge.ph" }]);
  assert.equal(changed(site, next), [[
    "  email: hello@example.com                    # EXAMPLE: the company e-mail ({email} in pages)",
    "  email: jobs@talentbridge.ph # the company e-mail ({email} in pages)",
  ]]);
});

test("a person's photo and its description, and a country's code emptied (optional: its key goes)", () => {
  const site = readFileSync(join(root, "site.yaml"), "utf8");
  const next = editedSite(site, [
    { path: ["people", "oman-consultant", "photo"], text: "/images/oman-consultant-1234567890.jpg" },
    { path: ["people", "oman-consultant", "photoAlt"], text: "Portrait of Aisha Rahman" },
    { path: ["countries", 4, "code"], text: "" },
  ]);
  assert.equal(changed(site, next), [
    ["    photo: /images/consultant-placeholder.svg", "    photo: /images/oman-consultant-1234567890.jpg"],
    ["    photoAlt: Placeholder portrait of the Oman market consultant", "    photoAlt: Portrait of Aisha Rahman"],
    ["  - { name: Oman, path: /for-oman, code: OM }", "  - { name: Oman, path: /for-oman }"],
  ]);
});

test("values the Site view does not show are refused by name: a route, a new person, a country beyond the list", () => {
  const site = readFileSync(join(root, "site.yaml"), "utf8");
  const keys = labelKeys(parseDocument(site).toJS());
  for (const path of [["routes", 0, "path"], ["people", "nobody", "name"], ["countries", 40, "name"], ["settings", "baseUrl"], ["labels", "global.email"]]) {
    assert.equal(unknownValue(site, [{ path, text: "x" }], keys)?.path, path, path.join("."));
  }
  assert.is(unknownValue(site, [{ path: ["labels", "navigation.howItWorks"], text: "x" }, { path: ["countries", 8, "name"], text: "x" }], keys), undefined);
});

test("a navigation label changes its one line in public/locales/en.json; a key the view does not show is left alone", () => {
  const { site, labels } = readSiteFiles(root);
  const keys = labelKeys(parseDocument(site).toJS());
  assert.equal(keys, ["navigation.home", "navigation.howItWorks", "navigation.forEmployers", "navigation.forAgencies", "navigation.about", "navigation.contact", "navigation.requestMatch", "footer.countries", "footer.company", "footer.legal"]);
  const next = editedLabels(labels, [{ path: ["labels", "navigation.howItWorks"], text: "How We Work" }, { path: ["labels", "global.email"], text: "Mail" }], keys);
  assert.equal(changed(labels, next), [['    "howItWorks": "How It Works",', '    "howItWorks": "How We Work",']]);
  assert.is(labelsOf(next, keys)["navigation.howItWorks"], "How We Work");
});

test("checks as you type: a bad e-mail is an error at settings.email; an empty description at the person's photoAlt", () => {
  const site = readFileSync(join(root, "site.yaml"), "utf8");
  const problems = validateSite(root, editedSite(site, [{ path: ["settings", "email"], text: "hello@" }, { path: ["people", "qatar-consultant", "photoAlt"], text: "" }]));
  const at = (path: string) => problems.filter((p) => p.path.join(".") === path).map((p) => `${p.severity}: ${p.message}`);
  assert.equal(at("settings.email").length, 1, JSON.stringify(problems));
  assert.match(at("settings.email")[0], /^error: /);
  assert.equal(at("people.qatar-consultant.photoAlt").length, 1, JSON.stringify(problems));
  assert.is(validateSite(root, site).filter((p) => p.severity === "error").length, 0);
});

test("a save over a file changed since it was opened writes neither file", () => {
  const opened = readSiteFiles(root);
  const next = { site: editedSite(opened.site, [{ path: ["footer", "about"], text: "We connect employers." }]), labels: opened.labels };
  const other = { ...opened, labels: opened.labels.replace('"Home"', '"Start"') };
  writeSiteFiles(root, opened, other);
  assert.throws(() => writeSiteFiles(root, opened, next), (error: unknown) => error instanceof ChangedOnDiskError);
  assert.is(readFileSync(join(root, "site.yaml"), "utf8"), opened.site);
  assert.is.not(siteHash(readSiteFiles(root)), siteHash(opened));
});

test.run();
