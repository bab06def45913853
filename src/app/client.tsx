// The app's entry, imported by the loader once the page has painted: hydrates the prerendered page into the single-page
// app in steps, each in a task of its own, so that no step holds the main thread long enough to hold up a tap.
import { startTransition } from "react";
import type { AppModule } from "./app-data";
import type { PageData } from "./page-data";
import type { SiteData } from "../core/site-data";

/** Lets the browser paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  await nextTask();
  const tree = appTree(site as SiteData, page as PageData | null);
  await nextTask();
  handOver();
  // A transition lets React hydrate in slices of a few milliseconds each.
  startTransition(() => {
    hydrateRoot(root, tree, { onRecoverableError: (error) => console.error("Hydration:", error) });
  });
};
