// The dev overlay before any good build: it says there is no preview yet, and on a phone the ^^^ stay under the mistake.
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openPage, startSession, stopSession, type Session } from "../helpers/browser";
import { startDev, type RunningDev } from "../helpers/dev-server";
import { FIXTURES, removeProject, tempProject } from "../helpers/project";

const test = suite("dev overlay, no good build yet, 375 px wide");
let root: string;
let dev: RunningDev | undefined;
let session: Session;

test.before(async () => {
  root = tempProject("fixture", { code: true });
  // A long line with its mistake far to the right: at 375 px a wrapped code frame would move the ^ away from it.
  copyFileSync(join(FIXTURES, "bad-hash-unquoted-href-flow.yaml"), join(root, "pages/for-testland.yaml"));
  dev = await startDev(root);
  session = await startSession();
});

test.after(async () => {
  await stopSession();
  await dev?.stop();
  if (root) removeProject(root);
});

test("says nothing is built yet, and the code frame scrolls sideways with the ^ under the #", async () => {
  const { page, context } = await openPage(session, { width: 375, height: 800 });
  await page.goto(`${dev!.url}for-testland`);
  const pre = page.locator("#dev-overlay pre");
  await pre.waitFor({ timeout: 15_000 });
  const text = (await pre.textContent()) ?? "";
  assert.match(text, /1 error in 1 file; nothing is built yet, so there is no preview until they are fixed\.$/);
  assert.not.match(text, /last good build/);
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  const layout = (await page.evaluate(`(() => {
    const element = document.querySelector("#dev-overlay pre");
    const node = element.firstChild;
    const box = (index) => { const range = document.createRange(); range.setStart(node, index); range.setEnd(node, index + 1); return range.getBoundingClientRect(); };
    const hash = node.data.indexOf("href: #faq }") + 6;
    const caret = node.data.indexOf("^", hash);
    return { hash: box(hash).toJSON(), caret: box(caret).toJSON(), scrolls: element.scrollWidth > element.clientWidth };
  })()`)) as { hash: DOMRect; caret: DOMRect; scrolls: boolean };
  assert.ok(layout.scrolls, "the code frame is wider than the phone and scrolls");
  assert.ok(Math.abs(layout.hash.left - layout.caret.left) < 0.5, `^ at ${layout.caret.left}px, # at ${layout.hash.left}px`);
  assert.ok(layout.caret.top > layout.hash.top, "the ^ line is under the code line");
  await context.close();
});

test.run();
