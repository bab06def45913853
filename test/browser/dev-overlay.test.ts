// The dev overlay before any good build: it says there is no preview yet, and on a phone the ^^^ stay under the mistake.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { CHROMIUM } from "../helpers/browser";
import { FIXTURES, removeProject, tempProject } from "../helpers/project";
import { chromium, type Browser } from "playwright-core";

const test = suite("dev overlay, no good build yet, 375 px wide");
let root: string;
let dev: ChildProcess;
let browser: Browser;
let terminal = "";

test.before(async () => {
  root = tempProject("fixture", { code: true });
  // A long line with its mistake far to the right: at 375 px a wrapped code frame would move the ^ away from it.
  copyFileSync(join(FIXTURES, "bad-hash-unquoted-href-flow.yaml"), join(root, "pages/for-testland.yaml"));
  dev = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts", "--port", "0"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  dev.stdout!.on("data", (chunk: Buffer) => (terminal += chunk.toString()));
  dev.stderr!.on("data", (chunk: Buffer) => (terminal += chunk.toString()));
  const started = Date.now();
  while (!/Preview: (\S+)/.test(terminal)) {
    if (Date.now() - started > 60_000 || dev.exitCode !== null) throw new Error(`the dev server did not start:\n${terminal}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
});

test.after(async () => {
  await browser?.close();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    dev.kill("SIGTERM");
    await exited;
  }
  if (root) removeProject(root);
});

test("says nothing is built yet, and the code frame scrolls sideways with the ^ under the #", async () => {
  const url = /Preview: (\S+)/.exec(terminal)![1];
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await page.goto(`${url}for-testland`);
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
  await page.close();
});

test.run();
