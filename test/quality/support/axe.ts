// axe-core's WCAG 2.0/2.1 A and AA rules on a page, and a way to audit a page as a browser without JavaScript shows it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { CDPSession, Frame, Page } from "playwright-core";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's minified script, put into a page once per document: sending it costs more than running it (sent through
 * the DevTools pipe, the unminified 1.5 MB that @axe-core/playwright sent twice per audit took a second on a busy
 * machine). Frames of other origins are not audited, as in @axe-core/playwright's legacy mode the gates used.
 */
const AXE_SCRIPT = `${readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")};axe.configure({ allowedOrigins: ["<same_origin>"] });`;

/** Only violations are read, so axe need not serialise every passing node. */
const OPTIONS: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"] };

type WithAxe = { axe?: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } };

/** Where a test server started by `serveAxe` answers with the script, and the origins that do. */
const AXE_PATH = "/__test-axe.js";
const servingAxe = new Set<string>();

/**
 * Lets a page of `server` (at `url`) load axe from its own origin (the CSP's script-src 'self' allows it): a page
 * fetching 650 kB over the loopback costs far less than the same text sent through Playwright and the DevTools pipe
 * on every audited document, which took most of the accessibility gate's browser-process time.
 */
export function serveAxe(server: Server, url: string) {
  const handlers = server.listeners("request") as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (request.url !== AXE_PATH) return handlers.forEach((handler) => handler(request, response));
    response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "max-age=3600" }).end(AXE_SCRIPT);
  });
  servingAxe.add(new URL(url).origin);
}

async function putAxeInto(frame: Frame) {
  if (await frame.evaluate(() => typeof (window as WithAxe).axe?.run === "function")) return;
  const origin = /^https?:/.test(frame.url()) ? new URL(frame.url()).origin : undefined;
  if (origin && servingAxe.has(origin)) await frame.addScriptTag({ url: AXE_PATH });
  else await frame.evaluate(AXE_SCRIPT);
}

/** One line per violated rule: "rule-id (impact): help; at selector, selector". `include` limits the audit to a region. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const [main, ...children] = page.frames();
  await putAxeInto(main);
  // A frame that cannot take the script (gone, or not answering) is left out, as @axe-core/playwright left it.
  for (const frame of children) await Promise.race([putAxeInto(frame), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]).catch(() => undefined);
  const { violations } = await page.evaluate(
    ({ include, options }) => (window as WithAxe).axe!.run(include ? { include: [include] } : document, options),
    { include, options: OPTIONS },
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}; at ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * Loads a URL with scripting disabled, so the page's scripts never run and <noscript> content applies, then turns
 * scripting back on for the audit alone: axe needs timers, which a script-disabled page never fires. The context must
 * have been created with javaScriptEnabled: false.
 */
export async function gotoWithoutJavaScript(page: Page, cdp: CDPSession, url: string) {
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
  const response = await page.goto(url);
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: false });
  return response;
}
