// The app's entry, imported by the loader once the page has painted: hydrates the prerendered page into the single-page
// app in steps, each in a task of its own, so that no step holds the main thread long enough to hold up a tap.
import type { EmotionCache } from "@emotion/cache";
import { startTransition } from "react";
import type { Root } from "react-dom/client";
import type { AppModule } from "./app-data";
import type { PageData } from "./page-data";
import { readyPage } from "./page-store";
import { normalizePath, type SiteData } from "../core/site-data";
import { appDataUrl } from "../ui/local-href";

/** Lets the browser paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The app as it was last rendered, once it has taken the page over: what `refresh` renders again. */
let shown: { root: Root; site: SiteData; cache: EmotionCache } | undefined;

/** The data comes from the build's own files (the URLs on #root); it is the data the page was prerendered from. */
export const hydrate: AppModule["hydrate"] = async (root, site, page, handOver) => {
  // One file, run in parts: esbuild evaluates a module reached through require() only when that call runs (import()
  // would split the app into files that compress worse). After this module's own task: React's DOM renderer, the
  // section types, the rest of the app (its styles are serialized as it loads), each in a task of its own.
  await nextTask();
  const { hydrateRoot } = require("./renderer") as typeof import("./renderer");
  await nextTask();
  require("../sections");
  await nextTask();
  const { appTree } = require("./app-tree") as typeof import("./app-tree");
  const { createStyleCache } = require("../core/style-cache") as typeof import("../core/style-cache");
  await nextTask();
  const cache = createStyleCache();
  const tree = appTree(site as SiteData, page as PageData | null, cache);
  await nextTask();
  handOver();
  // A transition lets React hydrate in slices of a few milliseconds each.
  startTransition(() => {
    shown = { root: hydrateRoot(root, tree, { onRecoverableError: (error) => console.error("Hydration:", error) }), site: site as SiteData, cache };
  });
};

/**
 * A new site data object starts an empty page store (page-store.ts): pages fetched before the rebuild are fetched again
 * when visited. The page shown is fetched now when it changed; React renders only what differs, scroll and focus kept.
 */
export const refresh: AppModule["refresh"] = async (changed) => {
  if (!shown) return false;
  const { root, site, cache } = shown;
  const path = normalizePath(window.location.pathname);
  const url = appDataUrl(site, path);
  let page = readyPage(site, path) ?? null;
  if (url && changed.includes(url)) {
    const response = await fetch(url, { cache: "no-store" });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    page = (await response.json()) as PageData;
  }
  const { appTree } = require("./app-tree") as typeof import("./app-tree");
  shown = { root, site: { ...site }, cache };
  root.render(appTree(shown.site, page, cache));
  return true;
};
