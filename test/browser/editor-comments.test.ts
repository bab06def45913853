// YAML comments belong to their section or list item: in Chromium, sections are moved and deleted, list items removed,
// and every save from the same tab (the second one too) keeps each comment above the thing it was written about.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startEditor, type EditorSession } from "./support/editor-session";

const test = suite("editor: comments travel with what they describe");
let s: EditorSession;

const BENEFITS = "  # The six reasons, agreed with the Kuwait team.";
const OPTIONS = "  # Onsite first: most Kuwaiti employers ask for it.";
const HOW_LONG = "      # Asked by nearly every new client.";
const KEYWORD = "    - Filipino manpower Kuwait # the top search term";

test.before(async () => {
  s = await startEditor();
  const text = s.read()
    .replace("  - type: benefits\n", `${BENEFITS}\n  - type: benefits\n`)
    .replace("  - type: options\n", `${OPTIONS}\n  - type: options\n`)
    .replace("      - question: How long does it take to hire?\n", `${HOW_LONG}\n      - question: How long does it take to hire?\n`)
    .replace("    - Filipino manpower Kuwait\n", `${KEYWORD}\n`);
  writeFileSync(join(s.root, "pages/for-kuwait.yaml"), text);
  await s.open("for-kuwait");
});
test.after(async () => s?.stop());

/** The line right under `comment` in the file as it is now. */
const under = (comment: string) => {
  const lines = s.read().split("\n");
  const at = lines.indexOf(comment);
  assert.ok(at >= 0, `the comment "${comment.trim()}" is still in the file`);
  return lines[at + 1];
};
/** The page's own fields: "Page" in the fields' breadcrumb, shown while a section is selected. */
const pageFields = async () => {
  const crumb = s.page.getByRole("button", { name: "Page", exact: true });
  if (await crumb.isVisible()) await crumb.click();
  await s.field("meta.title").waitFor();
};
const save = async () => {
  await s.page.keyboard.press("Control+s");
  assert.is(await s.saved(), "Saved to pages/for-kuwait.yaml");
};

test("a section moved and saved keeps its comment; so does the next save from the same tab", async () => {
  await s.select("Why Filipino Talent");
  await s.page.mouse.move(0, 0);
  await s.canvas().locator('button[title="Move down"]').click();
  await s.checked();
  await save();
  const text = s.read();
  assert.ok(text.indexOf("  - type: options") < text.indexOf("  - type: benefits"), "options now above benefits");
  assert.is(under(BENEFITS), "  - type: benefits");
  assert.is(under(OPTIONS), "  - type: options");

  // The reported bug: the second save after a move swapped the two sections' comments.
  await pageFields();
  await s.field("meta.breadcrumb").fill("Kuwait (GCC)");
  await s.checked();
  await save();
  assert.match(s.read(), /^ {2}breadcrumb: Kuwait \(GCC\)$/m);
  assert.is(under(BENEFITS), "  - type: benefits");
  assert.is(under(OPTIONS), "  - type: options");
});

test("a list item removed above a commented one: the comment stays with its question", async () => {
  await s.select("Frequently Asked Questions");
  await s.page.locator('[class*="ArrayFieldItem"]:visible button[title="Delete"]').first().click();
  await s.checked();
  await save();
  assert.not.match(s.read(), /Is it legal to hire Filipino workers/);
  assert.is(under(HOW_LONG), "      - question: How long does it take to hire?");
});

test("a keyword removed above a commented one: its end-of-line comment stays on it", async () => {
  await pageFields();
  await s.page.locator('[class*="ArrayFieldItem"]:visible:has-text("hire Filipino workers Kuwait") button[title="Delete"]').first().click();
  await s.checked();
  await save();
  const text = s.read();
  assert.not.match(text, /- hire Filipino workers Kuwait/);
  assert.ok(text.includes(`\n${KEYWORD}\n`), text.slice(0, 400));
});

test("a deleted section takes its comment with it; the others keep theirs", async () => {
  await s.select("Choose Your Hiring Solution");
  await s.page.mouse.move(0, 0);
  await s.canvas().locator('button[title="Delete"]').click();
  await s.page.getByRole("dialog", { name: "Delete a section" }).getByRole("button", { name: "Delete" }).click();
  await s.checked();
  await save();
  const text = s.read();
  assert.not.ok(text.includes(OPTIONS), "the options section's comment went with it");
  assert.is(under(BENEFITS), "  - type: benefits");
  assert.is(under(HOW_LONG), "      - question: How long does it take to hire?");
});

test("no errors in the page", () => assert.equal(s.errors, []));

test.run();
