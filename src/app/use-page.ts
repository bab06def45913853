// The page for the current path: the inlined one at once, others fetched on navigation and kept for this visit.
import { useEffect, useRef, useState } from "react";
import type { PageData } from "./page-data";
import { normalizePath, type SiteData } from "./site-data";

export type PageState = { kind: "page"; page: PageData } | { kind: "missing"; path: string } | { kind: "loading"; path: string };

export function usePage(site: SiteData, location: string, initial: PageData | null): PageState {
  const path = normalizePath(location);
  // Per app instance, so prerendering many pages (or rebuilding in the dev server) never sees another build's data.
  const loaded = useRef<Map<string, PageData>>(null);
  loaded.current ??= new Map(initial ? [[initial.path, initial]] : []);
  const cache = loaded.current;
  const [, rerender] = useState(0);
  const [shown, setShown] = useState<PageData | null>(initial);
  const dataUrl = site.routes[path];
  const ready = cache.get(path);

  useEffect(() => {
    if (!dataUrl || cache.has(path)) return;
    let live = true;
    fetch(dataUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<PageData>;
      })
      .then((page) => {
        cache.set(path, page);
        if (live) rerender((n) => n + 1);
      })
      // Offline or a stale deploy: a full page load still gets the prerendered page.
      .catch(() => live && window.location.assign(location));
    return () => {
      live = false;
    };
  }, [cache, dataUrl, path, location]);

  useEffect(() => {
    if (ready) setShown(ready);
  }, [ready]);

  if (!dataUrl) return { kind: "missing", path: location };
  // Until the next page arrives, keep showing the one the visitor is on.
  const page = ready ?? shown;
  return page ? { kind: "page", page } : { kind: "loading", path };
}
