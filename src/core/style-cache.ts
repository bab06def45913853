// Emotion's style cache for the prerender and the browser alike: no vendor prefixes (every supported browser does
// without; they were a fifth of each page's CSS), and class names listed once, in the CSS itself.
import createCache, { type EmotionCache } from "@emotion/cache";

export const STYLE_KEY = "css";
const CLASS = new RegExp(`\\.${STYLE_KEY}-([a-z0-9]+)`, "g");

/**
 * The prerendered <style> blocks drop emotion's list of their class names (the rules name them already) and of their
 * global style's name: with no list, emotion leaves them where they are in <head> instead of moving them as it loads.
 */
export const withoutNameLists = (styleTags: string) =>
  styleTags.replace(new RegExp(`data-emotion="(${STYLE_KEY}(?:-global)?) [^"]*"`, "g"), `data-emotion="$1"`);

/**
 * One array for every cache: emotion keeps the CSS it compiled on the server by this array (a WeakMap), so a new
 * array per page compiled every page's CSS again (a sixth of a page's render).
 */
const NO_PLUGINS: NonNullable<Parameters<typeof createCache>[0]["stylisPlugins"]> = [];

export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_KEY, stylisPlugins: NO_PLUGINS });
  // In the browser: every class the prerendered CSS defines is there already, so hydrating inserts none again.
  if (typeof document !== "undefined") {
    for (const style of document.querySelectorAll(`style[data-emotion="${STYLE_KEY}"]`)) {
      for (const match of (style.textContent ?? "").matchAll(CLASS)) cache.inserted[match[1]] = true;
    }
  }
  return cache;
}
