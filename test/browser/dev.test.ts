// `npm run dev` in a real browser: a page's save shows in the open page in place (site.yaml's reloads it), a bad save
// shows the errors over it, a fix clears them.
import { readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { cachePath } from "../../src/pipeline/cache";
import { WORKERS_ENV } from "../../src/pipeline/emit/workers/pool";
import { openPage, startSession, stopSession, waitForHydration, type Session, type Watched } from "../helpers/browser";
import { startDev, type RunningDev } from "../helpers/dev-server";
import { removeProject, tempProject } from "../helpers/project";

const test = suite("dev server in the browser");
let session: Session;
let root: string;
let dev: RunningDev | undefined;
let url: string;
let watched: Watched;
let original: string;
const PAGE = "pages/for-oman.yaml";

test.before(async () => {
  session = await startSession();
  root = tempProject("real");
  original = readFileSync(join(root, PAGE), "utf8");
  // Its first build on render threads, as a site of 200 routes or more gets them: every page rendered there.
  rmSync(cachePath(root, "render"), { recursive: true, force: true });
  dev = await startDev(root, { [WORKERS_ENV]: "2" });
  url = dev.url;
  watched = await openPage(session);
});

test.after(async () => {
  await watched?.context.close();
  await dev?.stop();
  if (root) removeProject(root);
  await stopSession();
});

const heading = () => watched.page.locator("h1").textContent();
/**
 * A mark on the page's window, gone when the page reloads; and where the visitor sees the first heading under the hero
 * (the browser keeps it in place when the hero's new title takes another line: scroll anchoring).
 */
const marked = () =>
  watched.page.evaluate(() => ({ kept: (window as unknown as { devMark?: boolean }).devMark === true, seenAt: Math.round(document.querySelector("h2")!.getBoundingClientRect().top) }));
const mark = () => watched.page.evaluate(() => ((window as unknown as { devMark?: boolean }).devMark = true));
/** Saves the page as many editors do (sed -i, vim, Emacs, gedit): a new file renamed over the old one, each time. */
const save = (text: string) => {
  writeFileSync(join(root, `${PAGE}.tmp-save`), text);
  renameSync(join(root, `${PAGE}.tmp-save`), join(root, PAGE));
};

test("the first build runs on render threads (BUILD_WORKERS=2) from the builder, which Node runs with --expose-gc", () => {
  const first = dev!.terminal();
  assert.not.match(first, /internal error/);
  assert.match(first, /^start: built \d+ pages/m);
});

test("serves the site on 127.0.0.1 with the dev script; a page's save shows in the open page without a reload, where it was scrolled", async () => {
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  await watched.page.goto(`${url}for-oman`);
  await waitForHydration(watched.page);
  assert.is(await watched.page.locator('script[src^="/__dev/client.js"]').count(), 1);
  // The page's social card is served too, as the build writes it.
  const card = new URL((await watched.page.locator('meta[property="og:image"]').getAttribute("content")) ?? "").pathname;
  const response = await fetch(url + card.slice(1));
  assert.is(response.status, 200, card);
  assert.is(response.headers.get("content-type"), "image/png");
  await watched.page.evaluate(() => window.scrollTo(0, 900));
  await mark();
  const before = await marked();
  assert.ok(before.seenAt < 800, "the heading is on screen");
  save(original.replace(/^( {4}title: ).*Oman$/m, "$1Hire Filipino Professionals in Oman Today").replace(/^( {2}title: ).*$/m, "$1Oman, Today | {brand}"));
  await watched.page.waitForFunction(() => document.querySelector("h1")?.textContent === "Hire Filipino Professionals in Oman Today", undefined, { timeout: 15_000 });
  assert.match(dev!.terminal(), /pages\/for-oman\.yaml: built \d+ pages in \d+ ms/);
  assert.equal(await marked(), before, "the same page, not reloaded, where it was");
  assert.ok(await watched.page.evaluate(() => window.scrollY > 0));
  assert.match(await watched.page.title(), /^Oman, Today \| /);
  assert.is(await watched.page.locator("title").count(), 1, "one title, the new one");
  assert.equal(watched.pageErrors, []);
});

test("a bad save shows the same file:line:col messages as the terminal, as text, over the page", async () => {
  const bad = original.replace(/^( {2}- type: )hero$/m, "$1<img src=x onerror=alert(1)>");
  save(bad);
  const overlay = watched.page.locator("#dev-overlay");
  await overlay.waitFor({ timeout: 15_000 });
  const shown = (await overlay.locator("pre").textContent()) ?? "";
  // What `npm run validate` prints for the same files: the overlay must carry exactly those problem reports.
  const printed: string[] = [];
  await run({ root, outDir: join(root, "dist"), validateOnly: true, production: false, strict: false }, (line) => printed.push(line));
  // The site owner's note is printed with the first report only, not on every save.
  const problems = printed.filter((line) => !line.startsWith("note: ")).slice(0, -1).join("\n");
  const line = bad.split("\n").findIndex((text) => text.includes("<img")) + 1;
  assert.ok(problems.includes(`pages/for-oman.yaml:${line}:11: error: unknown section type "<img src=x onerror=alert(1)>"`), problems);
  assert.is(shown, `${problems}\n${summaryOf(shown)}`);
  assert.ok(dev!.terminal().includes(problems.split("\n").find((line) => line.includes("error:"))!), "the terminal shows it too");
  assert.is(await overlay.locator("img").count(), 0, "the message is text, not markup");
  assert.is(await watched.page.locator("h1").count(), 1, "the last good page stays underneath");
});

test("fixing the file removes the overlay and shows the page again", async () => {
  save(original);
  await watched.page.locator("#dev-overlay").waitFor({ state: "detached", timeout: 15_000 });
  await watched.page.waitForFunction(() => document.querySelector("h1")?.textContent?.endsWith("in Oman") === true, undefined, { timeout: 15_000 });
  await waitForHydration(watched.page);
  assert.match((await heading()) ?? "", /in Oman$/);
  assert.ok((await marked()).kept, "taken in place: the good build before the errors was the page's own");
  assert.equal(watched.pageErrors, []);
});

test("a save of site.yaml reloads the open page (its site data is another file)", async () => {
  await mark();
  const site = readFileSync(join(root, "site.yaml"), "utf8");
  writeFileSync(join(root, "site.yaml"), site.replace(/^( {2}brand: ).*$/m, "$1Bright Hire"));
  await watched.page.waitForFunction(() => document.title.endsWith("| Bright Hire"), undefined, { timeout: 30_000 });
  await watched.page.waitForLoadState("load");
  assert.not.ok((await marked()).kept, "reloaded");
});

test("/go/ paths and site.yaml's redirects: npm run dev answers them as npm start does", async () => {
  const booking = "https://example.com/book-a-call";
  const cases: [string, number, string][] = [
    ["/employers", 301, "/for-employers"],
    ["/go/for-kuwait/cta/2", 302, `${booking}?utm_source=www.example.com&utm_medium=website&utm_campaign=for-kuwait&utm_content=${encodeURIComponent("for-kuwait/cta/2")}`],
    ["/go/for-kuwait/cta/2?utm_source=news&utm_medium=email&utm_campaign=spring", 302, `${booking}?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=${encodeURIComponent("for-kuwait/cta/2")}`],
  ];
  for (const [path, status, location] of cases) {
    const response = await fetch(new URL(path, url), { redirect: "manual" });
    assert.is(response.status, status, path);
    assert.is(response.headers.get("location"), location, path);
  }
});

test("a missing address under /de/ gets the German not-found page in the preview too", async () => {
  const response = await fetch(new URL("/de/no-such-page", url));
  assert.is(response.status, 404);
  assert.match(await response.text(), '<html lang="de"');
});

test("production HTML never carries the dev script", () => {
  const html: string[] = [];
  const walk = (dir: string) => readdirSync(dir).forEach((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith(".html")) html.push(readFileSync(path, "utf8"));
  });
  walk(session.dist);
  assert.ok(html.length > 10);
  for (const text of html) assert.not.ok(text.includes("__dev"), "a built page mentions the dev server");
});

/** The overlay's last line (the summary), which says the preview kept the last good build. */
function summaryOf(shown: string) {
  const last = shown.split("\n").pop() ?? "";
  assert.match(last, /^\d+ errors?(, \d+ warnings?)? in \d+ files?; the preview shows the last good build\.$/);
  return last;
}

test.run();
