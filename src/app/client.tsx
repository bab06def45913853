// The app's entry, imported by the loader once the page has painted: hydrate the prerendered page into the single-page app.
import { CacheProvider } from "@emotion/react";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "./app";
import type { AppModule } from "./app-data";
import type { PageData } from "./page-data";
import type { SiteData } from "./site-data";
import { createStyleCache } from "./style-cache";

/** The data comes from the build's own files (the URLs on #root); it is the data the page was prerendered from. */
export const hydrate: AppModule["hydrate"] = (root, site, page) => {
  // A transition lets React hydrate in slices, so a tap during hydration is never held up by one long task.
  startTransition(() => {
    const app = <App site={site as SiteData} page={page as PageData | null} />;
    hydrateRoot(root, <CacheProvider value={createStyleCache()}>{app}</CacheProvider>, {
      onRecoverableError: (error) => console.error("Hydration:", error),
    });
  });
};
