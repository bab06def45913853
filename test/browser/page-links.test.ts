// A translated address only a page's data holds, in Chromium: a German page that links to a page no menu or footer
// names leads to its German translation, when loaded and when the app shows it after a tap (the site data does not
// hold that address: test/engine/incremental-output.test.ts lists what publishing it writes).
import type { Server } from "node:http";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { startServer } from "../../src/server/static-server";
import { CHROMIUM, FLAGS, waitForHydration } from "../helpers/browser";
import { addLinkedPage, publishLinkedPageInGerman } from "../helpers/linked-page";
import { removeProject, tempProject } from "../helpers/project";
import { requireTool } from "../helpers/tools";

const test = suite("a page's own translated links in the browser");
let root: string;
let server: Server;
let url: string;
let browser: Browser;

test.before(async () => {
  requireTool("Chromium");
  root = tempProject("real");
  addLinkedPage(root);
  publishLinkedPageInGerman(root);
  const lines: string[] = [];
  const built = await run({ root, outDir: join(root, "dist"), validateOnly: false, production: false, strict: false }, (line) => lines.push(line));
  if (built.code !== 0) throw new Error(lines.join("\n"));
  ({ server, url } = await startServer(join(root, "dist"), 0));
  url = url.replace(/\/$/, "");
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
});
test.after(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  if (root) removeProject(root);
});

test("the German home links the German page, loaded and after a tap in the app; following it stays in the app", async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const documents: string[] = [];
  page.on("request", (request) => request.resourceType() === "document" && documents.push(new URL(request.url()).pathname));
  const links = () => page.locator('main a[href*="about-team"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));

  await page.goto(`${url}/de/`);
  await waitForHydration(page);
  assert.equal(await links(), ["/de/about-team"], "as prerendered and hydrated");

  await page.goto(`${url}/de/about`);
  await waitForHydration(page);
  await Promise.all([page.waitForURL(`${url}/de/`), page.locator('header a[href="/de/"]').first().click()]);
  await page.locator("main h1").waitFor();
  assert.equal(await links(), ["/de/about-team"], "as the app shows the home from its data");

  await Promise.all([page.waitForURL(`${url}/de/about-team`), page.locator('main a[href="/de/about-team"]').click()]);
  await page.waitForFunction(() => document.documentElement.lang === "de" && document.querySelector("main h1")?.textContent === "Wir verbinden Arbeitgeber mit den besten Fachkräften der Philippinen");
  assert.equal(documents, ["/de/", "/de/about"], "both taps were the app's");
  assert.equal(errors, []);
  await page.close();
});

test.run();
