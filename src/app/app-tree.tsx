// The tree the browser hydrates: the app inside emotion's style cache, which already knows the prerendered classes.
import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { App } from "./app";
import type { PageData } from "./page-data";
import type { SiteData } from "../core/site-data";
import { createStyleCache } from "../core/style-cache";

/** `cache`: the one the tree was first rendered with, when it is rendered again (its styles are in the page already). */
export const appTree = (site: SiteData, page: PageData | null, cache: EmotionCache = createStyleCache()) => (
  <CacheProvider value={cache}>
    <App site={site} page={page} />
  </CacheProvider>
);
