// Debian's Chromium with the project's flags (DESIGN.md section 8): driven by playwright-core, or by port for Lighthouse.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

function requireChromium() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
}

/** A playwright-driven browser (playwright gives it a fresh, temporary profile). */
export function launchBrowser(): Promise<Browser> {
  requireChromium();
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/** Chromium listening for the DevTools protocol on a free port, with a fresh profile: what Lighthouse connects to. */
export async function launchWithPort(): Promise<{ port: number; close: () => Promise<void> }> {
  requireChromium();
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"], { stdio: ["ignore", "ignore", "pipe"] });
  const port = await new Promise<number>((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${text}`)), 30_000);
    child.stderr.on("data", (chunk) => {
      text += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${text}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
      // Chromium's helper processes may still be writing as the browser exits: retry, and never fail the run over it.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        process.stderr.write(`note: could not remove the temporary Chromium profile ${profile}\n`);
      }
    },
  };
}
