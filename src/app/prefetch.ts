// Navigation without waiting: a route's data is fetched when its link is pointed at, focused or touched, and on phones
// when it comes into view, unless the visitor asked to save data or the connection is slow.
import { useEffect } from "react";
import { loadPage } from "./page-store";
import { normalizePath, type SiteData } from "../core/site-data";

const INTENT = ["mouseover", "focusin", "touchstart"] as const;

/** navigator.connection where the browser has it (Chromium): Save-Data and the measured connection type. */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

export function connectionAllows(connection: Connection | undefined): boolean {
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? "");
}

function prefetchLink(site: SiteData, target: EventTarget | null) {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const path = normalizePath(link.pathname);
  // A failed prefetch is no problem: the click fetches again, or loads the page in full.
  if (path !== normalizePath(window.location.pathname)) loadPage(site, path)?.catch(() => undefined);
}

/** `location` re-runs the in-view watch after each navigation, for the new page's links. */
export function usePrefetch(site: SiteData, location: string) {
  useEffect(() => {
    const onIntent = (event: Event) => prefetchLink(site, event.target);
    for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    const phone = window.matchMedia("(pointer: coarse)").matches;
    const observer =
      phone && connectionAllows(connection) && "IntersectionObserver" in window
        ? new IntersectionObserver((entries, self) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              self.unobserve(entry.target);
              prefetchLink(site, entry.target);
            }
          })
        : undefined;
    if (observer) document.querySelectorAll("a[href^='/']").forEach((link) => observer.observe(link));
    return () => {
      for (const type of INTENT) document.removeEventListener(type, onIntent, { capture: true });
      observer?.disconnect();
    };
  }, [site, location]);
}
