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

export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_KEY, stylisPlugins: [] });
  // In the browser: every class the prerendered CSS defines is there already, so hydrating inserts none again.
  if (typeof document !== "undefined") {
    for (const style of document.querySelectorAll(`style[data-emotion="${STYLE_KEY}"]`)) {
      for (const match of (style.textContent ?? "").matchAll(CLASS)) cache.inserted[match[1]] = true;
    }
  }
  return cache;
}
