// One editor in Chromium on a throwaway copy of the real site: `npm run dev` there, a fresh profile (shared by the
// editor's test files run in one process, each with the site's files as they were and its own browser context), and
// the helpers every editor test uses (fields by data path, the canvas, the check after typing, save and the file).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import * as assert from "uvu/assert";
import { CHROMIUM, FLAGS } from "../../helpers/browser";
import { startDev, type RunningDev } from "../../helpers/dev-server";
import { removeProject, tempProject } from "../../helpers/project";
import { requireTool } from "../../helpers/tools";
import { contentFiles, restoreContent } from "./content-files";

export interface EditorSession {
  page: Page;
  root: string;
  dev: RunningDev;
  errors: string[];
  /** The page file's text as it is on disk now. */
  read: (file?: string) => string;
  open: (name: string) => Promise<void>;
  field: (path: string) => ReturnType<Page["locator"]>;
  canvas: () => ReturnType<Page["frameLocator"]>;
  /** Selects a section by clicking near the top of the canvas block that holds `text`. */
  select: (text: string) => Promise<void>;
  checked: () => Promise<void>;
  /** Waits for the status to say saved (or not) and returns its words. */
  saved: () => Promise<string>;
  stop: () => Promise<void>;
}

/** uvu drops an error thrown in a before hook without a word (its finally returns): this one is printed first. */
export async function startEditor(width = 1440, height = 900): Promise<EditorSession> {
  try {
    return await start(width, height);
  } catch (error) {
    console.error(`the editor did not start: ${error instanceof Error ? error.stack : String(error)}`);
    throw error;
  }
}

/** What test files run together share: the project, its dev server and the browser (see `shared`). */
interface Shared {
  root: string;
  dev: RunningDev;
  browser: Browser;
  /** The project's content files as the copy began, to give each test file the site as it was. */
  original: Map<string, Buffer>;
  /** Set while no test file holds it: the last file's release ends it, unless another file takes it first. */
  ending?: NodeJS.Timeout;
}

/**
 * One project, dev server and browser per process: the test runner runs the editor's test files together, and each
 * starting the site, the dev server's first build and the editor's bundle anew cost about twenty seconds. Each file
 * still gets the project's files as they were and a fresh browser context (no storage, its own viewport).
 */
let shared: Promise<Shared> | undefined;

async function acquire(): Promise<Shared> {
  if (shared) {
    const held = await shared;
    clearTimeout(held.ending);
    restoreContent(held.root, held.original);
    return held;
  }
  shared = (async () => {
    const root = tempProject("real");
    const original = contentFiles(root);
    const dev = await startDev(root);
    // playwright gives every launch a fresh, empty temporary profile and deletes it on close.
    const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
    return { root, dev, browser, original };
  })();
  return shared;
}

/** Ends the shared session once no file has taken it again within a moment (the next file's before hook). */
function release(held: Shared) {
  held.ending = setTimeout(() => {
    shared = undefined;
    void held.browser.close().then(() => held.dev.stop()).then(() => removeProject(held.root));
  }, 1_000);
}

async function start(width: number, height: number): Promise<EditorSession> {
  requireTool("Chromium");
  const held = await acquire();
  const { root, dev, browser } = held;
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && !/status of 4\d\d/.test(message.text()) && errors.push(message.text()));
  const canvas = () => page.frameLocator("#preview-frame");
  const field = (path: string) => page.locator(`:is(input, textarea, select)[data-path="${path}"]:visible`);
  const session: EditorSession = {
    page, root, dev, errors, canvas, field,
    read: (file = "pages/for-kuwait.yaml") => readFileSync(join(root, file), "utf8"),
    open: async (name) => {
      await page.goto(`${dev.editorUrl}${name}`);
      // The editor's bundle is built on its first request: slow on a busy machine.
      await field("meta.title").waitFor({ timeout: 90_000 });
      await canvas().locator("[data-puck-component]").first().waitFor({ timeout: 30_000 });
    },
    select: (text) => canvas().locator("[data-puck-component]").filter({ has: canvas().getByText(text, { exact: true }) }).last().click({ position: { x: 12, y: 12 } }),
    checked: async () => {
      // A tab the editor opened (the live preview) puts this one in the background, where Chromium runs animation
      // frames about once a second: each check then waited two seconds for the frames below.
      await page.bringToFront();
      await page.evaluate(twoFrames);
      await page.waitForFunction(checkCaughtUp, undefined, { timeout: 15_000 });
    },
    saved: async () => {
      await page.locator(".ed-status").filter({ hasText: /Saved|not saved|changed on disk/ }).waitFor({ timeout: 15_000 });
      return (await page.locator(".ed-status").textContent()) ?? "";
    },
    stop: async () => {
      await context.close();
      release(held);
    },
  };
  return session;
}

/** Lets an edit that React hands on in an effect (Puck's onChange) reach the editor before asking whether it was checked. */
function twoFrames(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

/** True once the editor has answered the last check it asked for (it marks each: data-edited, then data-checked). */
function checkCaughtUp(): boolean {
  const { edited, checked } = document.documentElement.dataset;
  return edited !== undefined && edited === checked;
}

/** The lines that differ between two texts of the same length in lines, as [before, after] pairs. */
export function changedLines(before: string, after: string): [string, string][] {
  const a = before.split("\n");
  const b = after.split("\n");
  assert.is(b.length, a.length, "the same number of lines");
  return a.map((line, i): [string, string] => [line, b[i]]).filter(([x, y]) => x !== y);
}
