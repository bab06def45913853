// The page for the current path: the inlined one at once, others fetched on navigation and kept.
import { useEffect, useState } from "react";
import { normalizePath, type PageData, type SiteData } from "./site-data";

export type PageState = { kind: "page"; page: PageData } | { kind: "missing"; path: string };

const loaded = new Map<string, PageData>();

export function usePage(site: SiteData, location: string, initial: PageData | null): PageState {
  const path = normalizePath(location);
  if (initial && !loaded.has(initial.path)) loaded.set(initial.path, initial);
  const [, rerender] = useState(0);
  const [shown, setShown] = useState<PageData | null>(initial);
  const dataUrl = site.routes[path];
  const ready = loaded.get(path);

  useEffect(() => {
    if (!dataUrl || loaded.has(path)) return;
    let live = true;
    fetch(dataUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<PageData>;
      })
      .then((page) => {
        loaded.set(path, page);
        if (live) rerender((n) => n + 1);
      })
      // Offline or a stale deploy: a full page load still gets the prerendered page.
      .catch(() => live && window.location.assign(location));
    return () => {
      live = false;
    };
  }, [dataUrl, path, location]);

  useEffect(() => {
    if (ready) setShown(ready);
  }, [ready]);

  if (!dataUrl) return { kind: "missing", path: location };
  // Until the next page arrives, keep showing the one the visitor is on.
  const page = ready ?? shown;
  return page ? { kind: "page", page } : { kind: "missing", path: location };
}
