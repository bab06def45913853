// The editor's translation view in Chromium: the English beside each field, missing and stale marked, a save that
// writes only the words into pages/de/NAME.yaml, a conflicting save refused, and a new translation from the English page.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { CHROMIUM, FLAGS } from "../helpers/browser";
import { startDev, type RunningDev } from "../helpers/dev-server";
import { removeProject } from "../helpers/project";
import { germanProject } from "../helpers/second-language";
import { axeViolations } from "../quality/support/axe";

const test = suite("editor: translating a page");
let root: string;
let dev: RunningDev;
let browser: Browser;

test.before(async () => {
  root = germanProject(["contact"]);
  // One field left to translate, so the view has a missing field to show.
  const file = join(root, "pages/de/contact.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace(/^(  breadcrumb:) .*$/m, "$1 # Contact"));
  dev = await startDev(root);
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
});
test.after(async () => {
  await browser?.close();
  await dev?.stop();
  removeProject(root);
});

async function openTranslation(name: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${dev.editorUrl}de/${name}`);
  await page.waitForSelector(".ed-t-table, .ed-failed");
  return { context, page };
}

test("each field shows its English, and a missing one is marked; saving writes only that line", async () => {
  const { context, page } = await openTranslation("contact");
  const row = page.locator("tr", { has: page.locator(".ed-t-where", { hasText: /^meta, breadcrumb$/ }) });
  assert.is(await row.locator(".ed-t-state").textContent(), "Not translated");
  assert.is(await row.locator(".ed-t-english").textContent(), "Contact");
  assert.match(await page.locator(".ed-help").first().textContent() ?? "", /not translated/);
  const before = readFileSync(join(root, "pages/de/contact.yaml"), "utf8");
  await row.locator("textarea").fill("Kontakt");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForFunction(() => document.querySelector(".ed-status")?.textContent?.startsWith("Saved"));
  const after = readFileSync(join(root, "pages/de/contact.yaml"), "utf8");
  const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index]);
  assert.equal(changed, ["  breadcrumb: Kontakt # Contact"]);
  assert.is(await row.locator(".ed-t-state").textContent(), "Translated");
  assert.match(await page.locator(".ed-status").textContent() ?? "", "published at /de/contact");
  assert.equal(await axeViolations(page), []);
  await page.screenshot({ path: "/tmp/translate-editor-1280.png", fullPage: false });
  await context.close();
});

test("a save over a file changed on disk since it was opened is refused, and the file stays", async () => {
  const { context, page } = await openTranslation("contact");
  const file = join(root, "pages/de/contact.yaml");
  const edited = readFileSync(file, "utf8").replace(/^(  breadcrumb:) .*$/m, "$1 Kontaktseite");
  writeFileSync(file, edited);
  await page.locator("textarea").first().fill("Neuer Titel | {brand}");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForFunction(() => document.querySelector(".ed-status")?.classList.contains("is-error"));
  assert.match(await page.locator(".ed-status").textContent() ?? "", "pages/de/contact.yaml was changed on disk since you opened it");
  assert.is(readFileSync(file, "utf8"), edited);
  await context.close();
});

test("a page not translated yet starts from its English page: every field empty, the English beside it", async () => {
  const { context, page } = await openTranslation("about", 375);
  assert.not.ok(existsSync(join(root, "pages/de/about.yaml")));
  await page.getByRole("button", { name: "Start from the English page" }).click();
  await page.waitForFunction(() => !document.querySelector("button.ed-button:not(.is-primary)"));
  assert.ok(existsSync(join(root, "pages/de/about.yaml")));
  assert.match(readFileSync(join(root, "pages/de/about.yaml"), "utf8"), "  title: # About Us");
  assert.is(await page.locator(".ed-t-state.is-done").count(), 0);
  await page.screenshot({ path: "/tmp/translate-editor-375.png", fullPage: false });
  await context.close();
});

test.run();
