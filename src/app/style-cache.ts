// Emotion's style cache for the prerender and the browser alike: no vendor prefixes (every supported browser does
// without; they were a fifth of each page's CSS), and class names listed once, in the CSS itself.
import createCache, { type EmotionCache } from "@emotion/cache";

const KEY = "css";
const CLASS = new RegExp(`\\.${KEY}-([a-z0-9]+)`, "g");

/** The prerendered <style> blocks drop emotion's list of their class names: the rules name them already. */
export const withoutClassList = (styleTags: string) => styleTags.replace(new RegExp(`data-emotion="${KEY} [^"]*"`, "g"), `data-emotion="${KEY}"`);

export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: [] });
  // In the browser: every class the prerendered CSS defines is there already, so hydrating inserts none again.
  if (typeof document !== "undefined") {
    for (const style of document.querySelectorAll(`style[data-emotion="${KEY}"]`)) {
      for (const match of (style.textContent ?? "").matchAll(CLASS)) cache.inserted[match[1]] = true;
    }
  }
  return cache;
}
