// Records what a page reports about its own security and health: CSP violations (from the securitypolicyviolation
// event and from Chromium's console), console errors and uncaught page errors.
import type { BrowserContext, Page } from "playwright-core";

export interface SecurityLog {
  cspViolations: string[];
  consoleErrors: string[];
  pageErrors: string[];
}

const CSP_MESSAGE = /Content[ -]Security[ -]Policy/i;

/** Call before the page's first navigation: the listener is installed in every document the context opens. */
export async function watchSecurity(context: BrowserContext, page: Page): Promise<SecurityLog> {
  const log: SecurityLog = { cspViolations: [], consoleErrors: [], pageErrors: [] };
  await context.exposeFunction("__qualityCspViolation", (text: string) => log.cspViolations.push(text));
  // Playwright injects init scripts through the DevTools protocol, so the page's own policy does not block this one.
  await context.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { __qualityCspViolation: (text: string) => void }).__qualityCspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${location.pathname}`);
      },
      true,
    );
  });
  page.on("console", (message) => {
    if (CSP_MESSAGE.test(message.text())) log.cspViolations.push(`console: ${message.text().slice(0, 160)}`);
    else if (message.type() === "error") log.consoleErrors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on("pageerror", (error) => log.pageErrors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return log;
}

export const allProblems = (log: SecurityLog) => [...log.cspViolations, ...log.consoleErrors, ...log.pageErrors];
