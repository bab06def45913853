// A real Chromium (Debian's /usr/bin/chromium, driven by playwright-core) on the built site served from 127.0.0.1.
import type { Server } from "node:http";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { startServer } from "../../src/server/static-server";
import { serveAxe } from "../quality/support/axe";
import { builtSite } from "./site";
import { requireTool, toolPath } from "./tools";

export const CHROMIUM = toolPath("Chromium");
/**
 * Full Chromium's headless mode builds the address bar's popup (two chrome:// pages in a renderer of their own) for
 * every browser context: over a second of processor time per context, never shown. Chromium keeps only the last
 * --disable-features it is given, so playwright-core's own list (1.65, chromiumSwitches.ts) is repeated before ours.
 */
const DISABLED_FEATURES = [
  ...["AimEnabled", "AvoidCorsURLLoaderRestartOnRedirect", "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsFirstBalancedModeAutoEnable", "HttpsUpgrades", "LensOverlay", "MediaRouter"],
  ...["NetworkTimeServiceQuerying", "OptimizationHints", "PaintHolding", "PreconnectToSearch", "TcpPortRandomizationWin", "ThirdPartyStoragePartitioning", "msEdgeUpdateLaunchServicesPreferredVersion", "msForceBrowserSignIn"],
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
];
export const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", `--disable-features=${DISABLED_FEATURES.join(",")}`];

export interface Session {
  browser: Browser;
  url: string;
  dist: string;
}

let current: { session: Session; server: Server; ending?: NodeJS.Timeout } | undefined;

/**
 * Starts the browser and the server, or takes the ones this process already has: the runner runs several browser
 * files in one process (scripts/test/groups.ts), and each launching Chromium and serving the site anew cost seconds.
 * Each test opens its own context (`openPage`), so nothing a file stores reaches the next.
 */
export async function startSession(): Promise<Session> {
  if (current) {
    clearTimeout(current.ending);
    return current.session;
  }
  requireTool("Chromium");
  const dist = await builtSite();
  const { server, url } = await startServer(dist, 0);
  serveAxe(server, url);
  // playwright gives every launch a fresh, empty temporary --user-data-dir and deletes it on close.
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  current = { session: { browser, url, dist }, server };
  return current.session;
}

/** Ends the session once no file has taken it again within a moment (the next file's before hook). */
export async function stopSession() {
  const held = current;
  if (!held) return;
  clearTimeout(held.ending);
  held.ending = setTimeout(() => {
    if (current === held) current = undefined;
    void held.session.browser.close().then(() => {
      held.server.closeAllConnections();
      held.server.close();
    });
  }, 1_000);
}

export interface Watched {
  page: Page;
  context: BrowserContext;
  console: { type: string; text: string }[];
  pageErrors: string[];
  requests: string[];
}

/** A fresh context (no storage shared between tests) and a page whose console, errors and requests are recorded. */
export async function openPage(session: Session, options: { width?: number; height?: number; javaScript?: boolean } = {}): Promise<Watched> {
  const context = await session.browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  const watched: Watched = { page, context, console: [], pageErrors: [], requests: [] };
  page.on("console", (message) => watched.console.push({ type: message.type(), text: message.text() }));
  page.on("pageerror", (error) => watched.pageErrors.push(error.message));
  page.on("request", (request) => watched.requests.push(request.url()));
  return watched;
}

/** Resolves once React has hydrated the page (the client marks <html> when it has). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 10_000 });
}
