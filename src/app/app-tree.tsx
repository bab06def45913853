// The tree the browser hydrates: the app inside emotion's style cache, which already knows the prerendered classes.
import { CacheProvider } from "@emotion/react";
import { App } from "./app";
import type { PageData } from "./page-data";
import type { SiteData } from "../core/site-data";
import { createStyleCache } from "../core/style-cache";

export const appTree = (site: SiteData, page: PageData | null) => (
  <CacheProvider value={createStyleCache()}>
    <App site={site} page={page} />
  </CacheProvider>
);
