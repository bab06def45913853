// The page for the current path: the prerendered one at once, others from the page store (often prefetched already).
import { useEffect, useState } from "react";
import type { PageData } from "./page-data";
import { loadPage, readyPage, seedPage } from "./page-store";
import { normalizePath, type SiteData } from "../core/site-data";
import { appDataUrl } from "../ui/local-href";

export type PageState = { kind: "page"; page: PageData } | { kind: "missing"; path: string } | { kind: "loading"; path: string };

/** `initial`: the page the document was prerendered with; null when it is the not-found page (for the path it opened at). */
export function usePage(site: SiteData, location: string, initial: PageData | null): PageState {
  const path = normalizePath(location);
  const [opened] = useState(path);
  seedPage(site, opened, initial);
  const [, rerender] = useState(0);
  const [shown, setShown] = useState<PageData | null>(initial);
  const dataUrl = appDataUrl(site, path);
  const ready = readyPage(site, path);

  useEffect(() => {
    if (!dataUrl || ready !== undefined) return;
    let live = true;
    loadPage(site, path)
      ?.then(() => live && rerender((n) => n + 1))
      // Offline or a stale deploy: a full page load still gets the prerendered page.
      .catch(() => live && window.location.assign(location));
    return () => {
      live = false;
    };
  }, [site, dataUrl, path, location, ready]);

  useEffect(() => {
    if (ready) setShown(ready);
  }, [ready]);

  if (!dataUrl || ready === null) return { kind: "missing", path: location };
  // Until the next page arrives, keep showing the one the visitor is on.
  const page = ready ?? shown;
  return page ? { kind: "page", page } : { kind: "loading", path };
}
