// The editor by keyboard alone, in Chromium: Tab reaches the Outline tab and the canvas sections, Enter opens a section's
// fields, focus is always visible, a FAQ answer is changed and saved without a mouse; axe finds nothing on any view.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { axeViolations } from "../quality/support/axe";
import { changedLines, startEditor, type EditorSession } from "./support/editor-session";

const test = suite("editor: keyboard");
let s: EditorSession;

test.before(async () => {
  s = await startEditor();
  await s.open("for-kuwait");
});
test.after(async () => s?.stop());

/** What has the focus, looking into the canvas frame: a section's Puck id, a field's data path, or its words. */
const focused = () => s.page.evaluate(() => {
  let el = document.activeElement;
  if (el instanceof HTMLIFrameElement) el = el.contentDocument?.activeElement ?? el;
  if (!el) return { section: "", path: "", text: "", outline: "" };
  return {
    section: el.getAttribute("data-puck-component") ?? "",
    path: el.getAttribute("data-path") ?? "",
    text: (el.textContent ?? "").trim(),
    outline: getComputedStyle(el).outlineStyle,
  };
});
/** Presses Tab until `found` says yes; fails after `max` presses. */
async function tabTo(what: string, found: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 250) {
  for (let i = 0; i < max; i++) {
    await s.page.keyboard.press("Tab");
    const f = await focused();
    if (found(f)) return f;
  }
  throw new Error(`Tab never reached ${what}`);
}

test("the Outline tab is reached by Tab, opened by Enter, and shows its focus", async () => {
  await s.page.locator("body").focus();
  const tab = await tabTo("the Outline tab", (f) => f.text === "Outline");
  assert.is(tab.outline, "solid", "focus is visible");
  await s.page.keyboard.press("Enter");
  await s.page.locator('[class*="NavItem--active"]', { hasText: "Outline" }).waitFor();
  assert.equal(await axeViolations(s.page), []);
});

test("keyboard only: change the second FAQ answer on /for-kuwait and save", async () => {
  const before = s.read();
  await s.page.keyboard.press("Shift+Tab");
  const section = await tabTo("the FAQ section in the canvas", (f) => f.section === "from-file-6");
  assert.is(section.outline, "solid", "a focused section shows its focus");
  await s.page.keyboard.press("Enter");
  await s.page.waitForFunction(() => document.activeElement?.getAttribute("data-path")?.startsWith("sections.6."), undefined, { timeout: 10_000 });
  await tabTo("the second question's summary", (f) => f.text.startsWith("How long does it take to hire?"), 60);
  await s.page.keyboard.press("Enter");
  await tabTo("the second answer", (f) => f.path === "sections.6.items.1.answer", 20);
  await s.page.keyboard.press("Control+a");
  await s.page.keyboard.type("Onsite hiring for Kuwait usually takes 6-12 weeks.");
  await s.checked();
  await s.page.keyboard.press("Control+s");
  assert.is(await s.saved(), "Saved to pages/for-kuwait.yaml");
  assert.equal(changedLines(before, s.read()), [[
    "        answer: Onsite hiring for Kuwait typically takes 6-12 weeks, depending on the role, document processing and visa approval. Remote professionals usually start within 1-2 weeks.",
    "        answer: Onsite hiring for Kuwait usually takes 6-12 weeks.",
  ]]);
});

test("Delete on a focused section asks first; axe finds nothing with a section open, in that question, and on the list of pages", async () => {
  assert.equal(await axeViolations(s.page), []);
  await s.canvas().locator('[data-puck-component="from-file-6"]').focus();
  await s.page.keyboard.press("Delete");
  const dialog = s.page.getByRole("dialog", { name: "Delete a section" });
  await dialog.waitFor();
  assert.is(await dialog.locator("p").textContent(), "Delete the section “FAQ”? You can undo this.");
  assert.equal(await axeViolations(s.page), []);
  await s.page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  assert.is(await s.canvas().locator('[data-puck-component="from-file-6"]').count(), 1, "Escape keeps the section");
  await s.page.goto(s.dev.editorUrl);
  assert.equal(await axeViolations(s.page), []);
  // The list's search, typed and sent with Enter: what it found, and the page still passes axe.
  await s.page.getByLabel("Find a page").fill("kuwait");
  await s.page.keyboard.press("Enter");
  await s.page.waitForURL(/\?q=kuwait$/);
  assert.match((await s.page.getByRole("status").textContent())!, /^1 of \d+ pages matches “kuwait”\. Show all \d+ pages$/);
  assert.equal(await s.page.locator("main li > a").evaluateAll((links) => links.map((link) => link.getAttribute("href"))), ["/__edit/for-kuwait"]);
  assert.equal(await axeViolations(s.page), []);
});

test("no errors in the page", () => assert.equal(s.errors, []));

test.run();
