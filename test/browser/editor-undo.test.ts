// Undo and redo in the editor, in Chromium: every kind of change goes back and forth with the buttons and the keys, and
// saving after undoing everything (even after a save) gives the file back byte for byte.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startEditor, type EditorSession } from "./support/editor-session";

const test = suite("editor: undo and redo");
let s: EditorSession;
let original: string;

test.before(async () => {
  s = await startEditor();
  original = s.read();
  await s.open("for-kuwait");
});
test.after(async () => s?.stop());

const undo = () => s.page.locator('button[title="undo"]');
const redo = () => s.page.locator('button[title="redo"]');
/** Puck writes a history step 250 ms after a change settles. */
const settle = () => s.page.waitForTimeout(450);
const answer = () => s.field("sections.6.items.1.answer");
const sections = () => s.canvas().locator("[data-puck-component]").evaluateAll((els) => els.map((el) => el.getAttribute("data-puck-component")?.replace(/-.*/, "") ?? ""));
const openFaqItem = async () => {
  await s.select("Frequently Asked Questions");
  await s.page.locator('[class*="ArrayFieldItem-summary"]:visible').filter({ hasText: "How long does it take to hire?" }).first().click();
};
/** Keys go to the page, not to a text box (whose own undo would answer). */
const press = async (keys: string) => {
  await s.page.locator('[class*="PuckHeader-title"], h2').first().click({ position: { x: 2, y: 2 } }).catch(() => undefined);
  await s.page.keyboard.press(keys);
  await s.page.waitForTimeout(150);
};

test("a text change: the first undo gives back the file's own text (puck#1736), redo the change", async () => {
  await openFaqItem();
  const was = await answer().inputValue();
  const shown = (text: string) => s.canvas().getByText(text, { exact: true }).waitFor({ timeout: 5000 });
  await answer().fill("Changed once.");
  await settle();
  await answer().fill("Changed twice.");
  await settle();
  await undo().click();
  await shown("Changed once.");
  await undo().click();
  await shown(was);
  assert.ok(await undo().isDisabled(), "nothing left to undo");
  await redo().click();
  await shown("Changed once.");
  await press("Control+Shift+z");
  await shown("Changed twice.");
  await press("Control+z");
  await press("Control+z");
  await shown(was);
});

test("add, move, delete a section and remove a list item: each undone and redone; after a save, undoing all saves the file back byte for byte", async () => {
  const start = await sections();
  await s.select("Frequently Asked Questions");
  await s.page.locator('button[aria-label="Add a cta section"]:visible').first().focus();
  await s.page.keyboard.press("Enter");
  await settle();
  const added = await sections();
  assert.is(added.length, start.length + 1);
  // The pointer off the canvas: a hovered section shows an action bar of its own.
  await s.page.mouse.move(0, 0);
  await s.canvas().locator('button[title="Move up"]').click();
  await settle();
  const moved = await sections();
  assert.is.not(moved.join(), added.join());
  await s.select("Industries We Serve in Kuwait");
  await s.page.mouse.move(0, 0);
  await s.canvas().locator('button[title="Delete"]').click();
  await s.page.getByRole("dialog", { name: "Delete a section" }).getByRole("button", { name: "Delete" }).click();
  await settle();
  const deleted = await sections();
  assert.not.ok(deleted.includes("industries"));
  await s.select("Frequently Asked Questions");
  const items = s.page.locator('[class*="ArrayFieldItem-summary"]:visible');
  const count = await items.count();
  await s.page.locator('[class*="ArrayFieldItem"]:visible button[title="Delete"]').first().click();
  await settle();
  assert.is(await items.count(), count - 1);

  await press("Control+s");
  assert.is(await s.saved(), "Saved to pages/for-kuwait.yaml");
  assert.is.not(s.read(), original);

  await press("Control+z");
  assert.equal(await sections(), deleted, "the list item is back");
  await undo().click();
  assert.equal(await sections(), moved, "the section is back");
  await press("Control+z");
  assert.equal(await sections(), added, "moved back");
  await press("Control+Shift+z");
  assert.equal(await sections(), moved, "redo moves it again");
  while (!(await undo().isDisabled())) await undo().click();
  assert.equal(await sections(), start);
  await press("Control+s");
  assert.is(await s.saved(), "Saved to pages/for-kuwait.yaml");
  assert.is(s.read(), original, "byte for byte");
});

test("no errors in the page", () => assert.equal(s.errors, []));

test.run();
