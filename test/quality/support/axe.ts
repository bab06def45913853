// axe-core's WCAG 2.0/2.1 A and AA rules on a page, and a way to audit a page as a browser without JavaScript shows it.
import { AxeBuilder } from "@axe-core/playwright";
import type { CDPSession, Page } from "playwright-core";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** One line per violated rule: "rule-id (impact): help; at selector, selector". `include` limits the audit to a region. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only violations are read, so axe need not serialise every passing node; legacy mode runs axe in the page
    // itself instead of opening a second page per audit (the site has no frames, the only thing it would add).
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}; at ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
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
