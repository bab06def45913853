// The Site view in Chromium: reached from the list of pages, by keyboard and axe-clean at 1280 and 375; a bad e-mail
// is an error at its field as you type; the e-mail and a navigation label are saved by exactly their lines; a save over
// a changed site.yaml is refused; a photo is uploaded (a refused one in plain words), described and saved. One dev
// server, one page load of the view: each test goes on from where the one before left the form.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { axeViolations } from "../quality/support/axe";
import { changedLines, startEditor, type EditorSession } from "./support/editor-session";

const test = suite("editor: the Site view");
let s: EditorSession;
const SITE = "site.yaml";
const LABELS = "public/locales/en.json";

const problemsAt = (path: string) => s.page.locator(`.ed-field:has([data-path="${path}"]) .ed-problems li`);
const focused = () => s.page.evaluate(() => {
  const el = document.activeElement;
  return { path: el?.getAttribute("data-path") ?? "", text: (el?.textContent ?? "").trim(), outline: el ? getComputedStyle(el).outlineStyle : "" };
});

test.before(async () => {
  s = await startEditor(1280, 900);
});
test.after(async () => s?.stop());

test("reached from the list of pages; Tab and Enter reach each part with visible focus; axe finds nothing at 1280 and 375", async () => {
  await s.page.goto(s.dev.editorUrl);
  assert.equal(await axeViolations(s.page), [], "the list of pages, with its new first entry");
  await s.page.getByRole("link", { name: /Site settings/ }).click();
  await s.field("settings.email").waitFor({ timeout: 90_000 });
  assert.equal(await axeViolations(s.page), []);
  await s.page.locator("body").focus();
  const stops: string[] = [];
  for (let i = 0; i < 8; i++) {
    await s.page.keyboard.press("Tab");
    const f = await focused();
    stops.push(f.path || f.text);
    if (f.text === "People") assert.is(f.outline, "solid", "focus is visible");
  }
  assert.equal(stops, ["All pages", "Save", "Company", "Navigation", "Footer", "People", "Countries", "settings.brand"]);
  await s.page.keyboard.press("Shift+Tab");
  await s.page.keyboard.press("Shift+Tab");
  assert.is((await focused()).text, "People");
  await s.page.keyboard.press("Enter");
  await s.page.keyboard.press("Tab");
  assert.is((await focused()).path, "people.saudi-manager.name", "Enter on People, then Tab: the first person's name");
  await s.page.setViewportSize({ width: 375, height: 800 });
  assert.equal(await axeViolations(s.page), []);
  await s.page.setViewportSize({ width: 1280, height: 900 });
});

test("a bad e-mail is an error at its field as you type, and counted on Save", async () => {
  await s.field("settings.email").fill("hello@");
  await s.checked();
  assert.equal(await problemsAt("settings.email").allTextContents(), [
    'error: "hello@" is not a valid email (The company e-mail address, where visitors write to. Pages show it wherever they say {email}. For example: "hello@example.com".)',
  ]);
  assert.is(await s.field("settings.email").getAttribute("aria-invalid"), "true");
  assert.is(await s.page.getByRole("button", { name: /^Save/ }).textContent(), "Save (1 error)");
});

test("the e-mail and a navigation label are saved: site.yaml and en.json change by exactly those lines, comments kept", async () => {
  const [site, labels] = [s.read(SITE), s.read(LABELS)];
  await s.field("settings.email").fill("jobs@talentbridge.ph");
  await s.field("labels.navigation.howItWorks").fill("How We Work");
  await s.checked();
  assert.equal(await problemsAt("settings.email").count(), 0);
  await s.page.getByRole("button", { name: /^Save/ }).click();
  assert.is(await s.saved(), "Saved to site.yaml and public/locales/en.json");
  assert.equal(changedLines(site, s.read(SITE)), [[
    "  email: hello@example.com                    # EXAMPLE: the company e-mail ({email} in pages)",
    "  email: jobs@talentbridge.ph # the company e-mail ({email} in pages)",
  ]]);
  assert.equal(changedLines(labels, s.read(LABELS)), [['    "howItWorks": "How It Works",', '    "howItWorks": "How We Work",']]);
});

test("a photo: a renamed text file is refused in plain words; a real one is written, its description asked for, then saved", async () => {
  const site = s.read(SITE);
  const upload = s.page.getByLabel("Upload a new photo of Kuwait Hiring Specialist");
  await upload.setInputFiles({ name: "maria.png", mimeType: "image/png", buffer: Buffer.from("Maria Santos, Kuwait\n") });
  const message = s.page.locator(".ed-site-card:has([data-path='people.kuwait-specialist.name']) .ed-upload-message");
  await message.filter({ hasText: "says it is" }).waitFor();
  assert.is(await message.textContent(), "This file says it is a PNG picture, but its contents are not a JPEG, PNG or WebP picture: it may be another kind of file renamed. Open it in a photo app and export (save) it as JPEG, then upload that.");
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#7a8" } }).jpeg().toBuffer();
  await upload.setInputFiles({ name: "maria.jpg", mimeType: "image/jpeg", buffer: photo });
  await message.filter({ hasText: "Uploaded" }).waitFor();
  assert.is(await message.textContent(), "Uploaded maria.jpg. Describe the new photo below, then save.");
  const path = await s.field("people.kuwait-specialist.photo").inputValue();
  assert.match(path, /^\/images\/kuwait-specialist-[0-9a-f]{10}\.jpg$/);
  assert.is((await sharp(readFileSync(join(s.root, "public", path))).metadata()).width, 400);
  assert.equal(await focused().then((f) => f.path), "people.kuwait-specialist.photoAlt", "the description has the focus");
  assert.is(await s.field("people.kuwait-specialist.photoAlt").inputValue(), "");
  await s.checked();
  assert.is(await problemsAt("people.kuwait-specialist.photoAlt").count(), 1);
  await s.page.keyboard.type("Portrait of Maria Santos smiling");
  await s.checked();
  await s.page.keyboard.press("Control+s");
  assert.is(await s.saved(), "Saved to site.yaml");
  assert.equal(changedLines(site, s.read(SITE)), [
    ["    photo: /images/consultant-placeholder.svg", `    photo: ${path}`],
    ["    photoAlt: Placeholder portrait of the Kuwait hiring specialist", "    photoAlt: Portrait of Maria Santos smiling"],
  ]);
  assert.equal(s.errors, []);
});

test("a save over a site.yaml changed on disk since it was opened is refused, and the other change stays", async () => {
  const other = s.read(SITE).replace("# Values marked EXAMPLE", "# (another editor) Values marked EXAMPLE");
  writeFileSync(join(s.root, SITE), other);
  await s.field("footer.about").fill("We connect employers with vetted Filipino professionals.");
  await s.page.getByRole("button", { name: /^Save/ }).click();
  assert.is(await s.saved(), "site.yaml was changed on disk since you opened it (by another editor or a text editor). Your changes were not saved: reload to see the site as it is now, then make them again.");
  assert.is(s.read(SITE), other);
  assert.equal(s.errors, []);
});

test("the whole site's problem list links here: #field=settings.email opens the view with the e-mail focused", async () => {
  await s.page.goto(`${s.dev.editorUrl}site#field=settings.email`);
  await s.page.waitForFunction(() => document.activeElement?.getAttribute("data-path") === "settings.email", undefined, { timeout: 30_000 });
  assert.is(new URL(s.page.url()).hash, "", "the address loses the mark");
  assert.equal(s.errors, []);
});

test.run();
