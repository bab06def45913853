// In Chromium: a new Figures section is saved with its example values marked # EXAMPLE and flagged on its fields, an
// edited value loses its mark on disk; the whole site's problem list links to a field on another page and opens it.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { axeViolations } from "../quality/support/axe";
import { startEditor, type EditorSession } from "./support/editor-session";

const test = suite("editor: example values and the whole site's problems");
let s: EditorSession;

test.before(async () => {
  s = await startEditor();
  await s.open("for-kuwait");
});
test.after(async () => s?.stop());

const exampleNote = (path: string) => s.page.locator(`.ed-field:has([data-path="${path}"]:visible) .ed-example`);

test("a new Figures section is saved with its example values marked, and each of its fields says so", async () => {
  const sections = (s.read().match(/^ {2}- type: /gm) ?? []).length;
  // By keyboard: dnd-kit's draggable under the button makes Playwright's pointer check refuse a mouse click.
  await s.page.locator('button[aria-label="Add a stats section"]:visible').first().focus();
  await s.page.keyboard.press("Enter");
  await s.checked();
  await exampleNote(`sections.${sections}.title`).waitFor();
  assert.match((await exampleNote(`sections.${sections}.title`).textContent()) ?? "", /^Example Made-up text from the new section: replace it before publishing\.Keep this text$/);
  await s.page.getByRole("button", { name: /^Save/ }).click();
  assert.is(await s.saved(), "Saved to pages/for-kuwait.yaml");
  const file = s.read();
  assert.match(file, "\n  - type: stats\n    eyebrow: By the numbers # EXAMPLE\n    title: Results Employers Can Count On # EXAMPLE\n");
  assert.match(file, "      - value: 85% # EXAMPLE\n        label: Faster hiring # EXAMPLE\n");
});

test("an edited example value loses its mark on the field and, after saving, in the file, as does one kept as it is; the others keep theirs", async () => {
  const sections = (s.read().match(/^ {2}- type: /gm) ?? []).length - 1;
  await s.page.locator('[class*="ArrayFieldItem-summary"]:visible').filter({ hasText: "Faster hiring" }).first().click();
  const value = s.field(`sections.${sections}.items.1.value`);
  assert.is(await exampleNote(`sections.${sections}.items.1.value`).count(), 1);
  await value.fill("90%");
  await s.checked();
  assert.is(await exampleNote(`sections.${sections}.items.1.value`).count(), 0);
  assert.is(await exampleNote(`sections.${sections}.items.1.label`).count(), 1);
  await exampleNote(`sections.${sections}.items.1.label`).getByRole("button", { name: "Keep this text" }).click();
  await s.checked();
  assert.is(await exampleNote(`sections.${sections}.items.1.label`).count(), 0);
  await s.page.getByRole("button", { name: /^Save/ }).click();
  assert.is(await s.saved(), "Saved to pages/for-kuwait.yaml");
  assert.match(s.read(), "      - value: 90%\n        label: Faster hiring\n      - value: 24 hours # EXAMPLE\n");
});

test("the whole site's list names the new figures and another page's problems; its link opens that page with the field focused", async () => {
  const list = s.page.locator(".ed-site-problems");
  await list.getByRole("button", { name: /^Whole site: \d+ things to fix before publishing/ }).click();
  const kuwait = list.locator(".ed-site-place").filter({ has: s.page.getByRole("heading", { name: "Hire Filipino Workers in Kuwait page (/for-kuwait)", exact: true }) });
  await kuwait.waitFor();
  // Checked again after the last save (the list may still show the first save's 14 for a moment).
  for (let i = 0; i < 100 && (await kuwait.locator("li").count()) !== 12; i++) await s.page.waitForTimeout(200);
  assert.is(await kuwait.locator("li").count(), 12, `the 12 example values still in the new section:\n${await kuwait.innerText()}`);
  assert.equal(await axeViolations(s.page), []);
  const imprint = list.locator(".ed-site-place").filter({ has: s.page.getByRole("heading", { name: "Imprint page (/imprint)", exact: true }) });
  const first = imprint.locator("li").first();
  assert.match((await first.textContent()) ?? "", /^Error Section 2 › Parts 1 › Paragraphs 1: this is still an example value/);
  await first.getByRole("link", { name: "Go to the field" }).click();
  await s.page.waitForURL(/\/__edit\/imprint/);
  await s.page.waitForFunction(() => document.activeElement?.getAttribute("data-path") === "sections.1.parts.0.paragraphs.0", undefined, { timeout: 60_000 });
  assert.is(new URL(s.page.url()).hash, "", "the address forgets the field once it is open");
  assert.equal(s.errors, []);
});

test.run();
