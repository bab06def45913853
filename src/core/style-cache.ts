// Emotion's style cache for the prerender and the browser alike: no vendor prefixes (every supported browser does
// without; they were a fifth of each page's CSS), and a prerendered page's CSS in a stylesheet of its own.
import createCache, { type EmotionCache } from "@emotion/cache";

export const STYLE_KEY = "css";
const CLASS = new RegExp(`\\.${STYLE_KEY}-([a-z0-9]+)`, "g");

/**
 * A prerendered page links the CSS its sections use (global rules first) instead of carrying it inline: pages that
 * use the same sections share one file, cached for a year, and each page's HTML is a third smaller. The link says
 * whose it is, so the app can find it.
 */
export const stylesheetLink = (href: string) => `<link rel="stylesheet" href="${href}" data-emotion="${STYLE_KEY}"/>`;
export const PRERENDERED_STYLESHEET = `link[data-emotion="${STYLE_KEY}"]`;

/**
 * One array for every cache: emotion keeps the CSS it compiled on the server by this array (a WeakMap), so a new
 * array per page compiled every page's CSS again (a sixth of a page's render).
 */
const NO_PLUGINS: NonNullable<Parameters<typeof createCache>[0]["stylisPlugins"]> = [];

/**
 * The prerendered stylesheet with its rules, or null where there is none (the visual editor's canvas) or it failed to
 * load. The app runs after it has loaded: scripts wait for the stylesheets before them.
 */
export function prerenderedSheet(): CSSStyleSheet | null {
  const sheet = typeof document === "undefined" ? null : document.querySelector<HTMLLinkElement>(PRERENDERED_STYLESHEET)?.sheet;
  try {
    return sheet && sheet.cssRules.length > 0 ? sheet : null;
  } catch {
    // A stylesheet that failed to load refuses its rules (a SecurityError).
    return null;
  }
}

export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_KEY, stylisPlugins: NO_PLUGINS });
  // Every class the prerendered stylesheet defines is there already, so hydrating inserts none again; where it failed
  // to load, emotion inserts them all.
  const rules = [...(prerenderedSheet()?.cssRules ?? [])].map((rule) => rule.cssText).join("\n");
  for (const match of rules.matchAll(CLASS)) cache.inserted[match[1]] = true;
  return cache;
}
