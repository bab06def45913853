// The editor's save and delete in Chromium: Ctrl+S saves, deleting asks first, a page without its hero is refused,
// a new section gets the blank line the others have, the open Blocks tab stays open; each read back from the file.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { changedLines, startEditor, type EditorSession } from "./support/editor-session";

const test = suite("editor: save and delete");
let s: EditorSession;

test.before(async () => {
  s = await startEditor();
  await s.open("for-kuwait");
});
test.after(async () => s?.stop());

const dialog = () => s.page.getByRole("dialog", { name: "Delete a section" });

test("npm run dev prints the editor's address", () => {
  assert.match(s.dev.terminal(), /^Editor: http:\/\/127\.0\.0\.1:\d+\/__edit\/$/m);
});

test("Ctrl+S saves: one line of the file changes", async () => {
  const before = s.read();
  await s.select("Frequently Asked Questions");
  await s.page.locator('[class*="ArrayFieldItem-summary"]:visible').filter({ hasText: "How long does it take to hire?" }).first().click();
  await s.field("sections.6.items.1.answer").fill("Onsite hiring for Kuwait usually takes 6-12 weeks.");
  await s.checked();
  await s.page.keyboard.press("Control+s");
  assert.is(await s.saved(), "Saved to pages/for-kuwait.yaml");
  assert.equal(changedLines(before, s.read()), [[
    "        answer: Onsite hiring for Kuwait typically takes 6-12 weeks, depending on the role, document processing and visa approval. Remote professionals usually start within 1-2 weeks.",
    "        answer: Onsite hiring for Kuwait usually takes 6-12 weeks.",
  ]]);
});

test("deleting the hero asks first; without it the page has an error and is not saved; undo brings it back", async () => {
  const before = s.read();
  const hero = s.canvas().locator("h1").filter({ hasText: "Hire Skilled Filipino Professionals" });
  await s.select("Hire Skilled Filipino Professionals for Your Kuwait Business");
  await s.canvas().locator('button[title="Delete"]').click();
  await dialog().waitFor();
  assert.is(await dialog().locator("p").textContent(), "Delete the section “Hero”? You can undo this.");
  await dialog().getByRole("button", { name: "Keep it" }).click();
  await dialog().waitFor({ state: "hidden" });
  assert.is(await hero.count(), 1, "kept");

  await s.canvas().locator('button[title="Delete"]').click();
  await dialog().getByRole("button", { name: "Delete" }).click();
  await hero.waitFor({ state: "detached" });
  await s.checked();
  const listed = await s.page.locator(".ed-problem-list pre").allTextContents();
  assert.ok(listed.some((text) => text.startsWith("pages/for-kuwait.yaml:12:1: error: the page has no hero section, so it has no main heading (h1)")), listed.join("\n"));
  await s.page.keyboard.press("Control+s");
  assert.is(await s.saved(), "not saved: 1 error to fix first");
  assert.is(s.read(), before, "the file is unchanged");

  await s.page.locator("body").click({ position: { x: 2, y: 300 } }).catch(() => undefined);
  await s.page.keyboard.press("Control+z");
  await hero.waitFor();
});

test("validate refuses a page without its hero at file:line:col", async () => {
  const file = join(s.root, "pages/for-kuwait.yaml");
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.replace(/  - type: hero\n[\s\S]*?\n\n(?=  - type)/, ""));
  const printed: string[] = [];
  const result = await run({ root: s.root, outDir: join(s.root, "dist"), validateOnly: true, production: false, strict: false }, (line) => printed.push(line));
  writeFileSync(file, text);
  assert.is(result.code, 1);
  assert.ok(printed.join("\n").includes([
    "pages/for-kuwait.yaml:12:1: error: the page has no hero section, so it has no main heading (h1)",
    "  hint: add a hero section at the top: its title is the page's main heading, which search engines and screen readers look for",
    "  12 | sections:",
  ].join("\n")), printed.join("\n"));
});

test("a new section is saved with the blank line above it that the other sections have", async () => {
  await s.open("for-kuwait");
  const before = s.read();
  await s.select("Frequently Asked Questions");
  // By keyboard: dnd-kit's draggable under the button makes Playwright's pointer check refuse a mouse click.
  await s.page.locator('button[aria-label="Add a cta section"]:visible').first().focus();
  await s.page.keyboard.press("Enter");
  await s.checked();
  await s.page.keyboard.press("Control+s");
  assert.is(await s.saved(), "Saved to pages/for-kuwait.yaml");
  const after = s.read();
  const at = after.indexOf("  - type: cta\n");
  assert.ok(at > 0);
  assert.is(after.slice(at - 2, at), "\n\n", "a blank line above the new section");
  // The new section sits between the faq and the page's own cta, each with one blank line around it.
  assert.ok(after.indexOf("  - type: faq") < at && at < after.lastIndexOf("  - type: cta"));
  assert.not.match(after, /\n\n\n/);
  assert.is(after.split("\n  - type: ").length, before.split("\n  - type: ").length + 1);
});

test("clicking the open Blocks tab keeps it open", async () => {
  const blocks = s.page.getByRole("button", { name: "Blocks" });
  const list = s.page.locator('button[aria-label="Add a hero section"]:visible').first();
  await blocks.click();
  await list.waitFor();
  await blocks.click();
  await s.page.waitForTimeout(200);
  assert.ok(await list.isVisible(), "the section list is still shown");
  assert.is(await blocks.getAttribute("aria-pressed"), "true");
});

test("no errors in the page", () => assert.equal(s.errors, []));

test.run();
