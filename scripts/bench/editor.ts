// The visual editor's speed: from a keystroke in a field to the canvas showing it, and from Save to the open live
// page showing the change. Runs `npm run dev`'s script in a project copy, so the working tree is never edited.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { spawnDev, stopDev } from "./dev-process";
import { copyProject } from "./project-copy";
import { ROOT } from "./run";

export interface EditorTimes {
  keystrokeMs: number[];
  saveMs: number[];
}

export const hasEditor = () => existsSync(join(ROOT, "src/editor/main.tsx"));

export async function measureEditor(browser: Browser, runs: number): Promise<EditorTimes> {
  const project = copyProject("editor");
  const child = spawnDev(project.dir);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const result: EditorTimes = { keystrokeMs: [], saveMs: [] };
  try {
    const started = Date.now();
    while (!/Editor: (\S+)/.test(output)) {
      if (Date.now() - started > 60_000) throw new Error(`dev server did not start:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const url = /Preview: (\S+)/.exec(output)![1];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const editor = await context.newPage();
    const live = await context.newPage();
    await live.goto(`${url}contact`);
    await editor.goto(`${/Editor: (\S+)/.exec(output)![1]}contact`);
    // The editor is the tab in front, as for a person: a background tab runs no animation frames, and clicks wait for them.
    await editor.bringToFront();
    const canvas = editor.frameLocator("#preview-frame");
    await canvas.locator("[data-puck-component]").first().click({ position: { x: 12, y: 12 } });
    const title = editor.locator('input[data-path="sections.0.title"]:visible');
    await title.waitFor({ timeout: 30_000 });
    const frame = (await (await editor.locator("#preview-frame").elementHandle())!.contentFrame())!;
    for (let run = 1; run <= runs; run++) {
      // Keystroke to canvas: one character typed, until the canvas heading ends with it.
      const letter = String.fromCharCode(96 + run);
      await title.press("End");
      const typed = performance.now();
      await title.press(letter);
      await frame.waitForFunction((l) => document.querySelector("h1")?.textContent?.endsWith(l) ?? false, letter, { timeout: 10_000 });
      result.keystrokeMs.push(performance.now() - typed);
      // Save to reloaded live page: Save clicked, until the other tab shows the new heading.
      const expected = await title.inputValue();
      const saved = performance.now();
      await editor.getByRole("button", { name: /^Save/ }).click();
      // Polled by timer: the live page is a background tab, where animation frames (the default polling) do not run.
      await live.waitForFunction((text) => document.querySelector("h1")?.textContent === text, expected, { timeout: 30_000, polling: 20 });
      result.saveMs.push(performance.now() - saved);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await context.close();
  } finally {
    await stopDev(child);
    project.remove();
  }
  return result;
}
