// The editor's words, in Chromium: link and e-mail mistakes say what to write, a list's own error shows on the list,
// the status wraps on a phone, fields and sections have plain names, list items show their title, pages their title.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startEditor, type EditorSession } from "./support/editor-session";

const test = suite("editor: messages and words");
let s: EditorSession;

test.before(async () => {
  s = await startEditor();
  await s.open("for-kuwait");
});
test.after(async () => s?.stop());

const problemsOn = (path: string) => s.page.locator(`:is(.ed-field:has([data-path="${path}"]), .ed-list[data-path="${path}"]) > .ed-problems:visible`);
const expandItem = (text: string) => s.page.locator('[class*="ArrayFieldItem-summary"]:visible').filter({ hasText: text }).first().click();

test("the page list names each page by its title", async () => {
  await s.page.goto(s.dev.editorUrl);
  const link = s.page.locator('a[href="/__edit/for-kuwait"]');
  assert.match((await link.textContent()) ?? "", /^Hire Filipino Workers in Kuwait \| .+ \/for-kuwait\s*pages\/for-kuwait\.yaml$/);
  await s.open("for-kuwait");
});

test("a web address without https: and an e-mail address in a link each say what to write; the fix saves", async () => {
  await s.select("Hire Skilled Filipino Professionals for Your Kuwait Business");
  await expandItem("Hire onsite in Kuwait");
  const href = s.field("sections.0.actions.0.href");
  await href.fill("www.example.com/jobs");
  await s.checked();
  assert.is(await problemsOn("sections.0.actions.0.href").textContent(),
    'error: "www.example.com/jobs" is a link to another site without https: (did you mean "https://www.example.com/jobs"?)');
  await href.fill("hello@talentbridge.ph");
  await s.checked();
  assert.is(await problemsOn("sections.0.actions.0.href").textContent(),
    'error: "hello@talentbridge.ph" is an e-mail address, not a link (use "mailto:{email}" for the company e-mail, or "mailto:hello@talentbridge.ph" for this address)');
  await href.fill("mailto:{email}");
  await s.checked();
  await s.page.keyboard.press("Control+s");
  assert.is(await s.saved(), "Saved to pages/for-kuwait.yaml");
  assert.match(s.read(), /^ {6}- \{ label: Hire onsite in Kuwait, href: "mailto:\{email\}" \}$/m);
});

test("fields and sections have plain names; list items are summed up by their title, not their icon", async () => {
  const labels = await s.page.locator(".ed-field label:visible").allTextContents();
  assert.ok(labels.includes("Link"), labels.join(" | "));
  assert.not.ok(labels.some((label) => /Href|Anchor id|^Cta/.test(label)), labels.join(" | "));
  const drawer = await s.page.locator('[class*="DrawerItem-name"]:visible').allTextContents();
  assert.ok(drawer.includes("Call to action") && drawer.includes("FAQ"), drawer.join(" | "));
  await s.select("Why Filipino Talent");
  const summaries = await s.page.locator('[class*="ArrayFieldItem-summary"]:visible').allTextContents();
  assert.ok(summaries.includes("Strong English communication"), summaries.join(" | "));
  assert.not.ok(summaries.includes("message"));
  const idLabel = await s.page.locator(".ed-field label:visible").first().textContent();
  assert.is(idLabel, "Name for links to this section (#name) (optional)");
});

test("an error on a whole list shows on that list's field", async () => {
  await s.select("How It Works");
  for (let i = 0; i < 3; i++) await s.page.locator('[class*="ArrayFieldItem"]:visible button[title="Delete"]').first().click();
  await s.checked();
  const text = await problemsOn("sections.4.items").textContent();
  assert.is(text, 'error: "items" in a steps section needs at least 2 entries (The steps, in order; they are numbered for you.)');
});

test("a long status wraps on a 375 px phone, never cut off", async () => {
  await s.page.setViewportSize({ width: 375, height: 800 });
  const file = join(s.root, "pages/for-kuwait.yaml");
  writeFileSync(file, `${s.read()}\n`);
  await s.page.keyboard.press("Control+s");
  // On a phone the header's actions sit in Puck's menu.
  await s.page.locator('button[title="Toggle menu bar"]').click();
  const status = s.page.locator(".ed-status:visible").first();
  await status.filter({ hasText: "changed on disk" }).waitFor({ timeout: 15_000 });
  assert.is(await status.textContent(), "pages/for-kuwait.yaml was changed on disk since you opened it (by another editor or a text editor). Your changes were not saved: reload the editor to see the file as it is now, then make them again.");
  const fits = await status.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1, inside: box.left >= 0 && box.right <= window.innerWidth + 1 };
  });
  assert.equal(fits, { clipped: false, inside: true });
});

test("no errors in the page", () => assert.equal(s.errors, []));

test.run();
