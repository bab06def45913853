// The pages' data for this visit: each route's file fetched at most once, ahead of a click (prefetch) or on navigation,
// and shared by both. Kept per site data object, so prerendering (or a dev rebuild) never sees another build's pages.
import type { PageData } from "./page-data";
import { normalizePath, type SiteData } from "../core/site-data";
import { appDataUrl } from "../ui/local-href";

/** A page's data, or null: no such page (the document is the not-found page, prerendered for the path it opened at). */
export type Known = PageData | null;

interface Store {
  ready: Map<string, Known>;
  pending: Map<string, Promise<Known>>;
}

const stores = new WeakMap<SiteData, Store>();

function storeOf(site: SiteData): Store {
  let store = stores.get(site);
  if (!store) stores.set(site, (store = { ready: new Map(), pending: new Map() }));
  return store;
}

/** The page the document at `path` was prerendered with (null: the not-found page): there from the start. */
export function seedPage(site: SiteData, path: string, page: Known) {
  const { ready } = storeOf(site);
  const at = normalizePath(page?.path ?? path);
  if (!ready.has(at)) ready.set(at, page);
}

/** The page at `path` as known: its data, null for no such page, undefined while not fetched. */
export const readyPage = (site: SiteData, path: string): Known | undefined => storeOf(site).ready.get(path);

/**
 * Fetches a page's data once; undefined for a path the app does not show itself (see appDataUrl). A failed fetch may be
 * tried again; its caller loads the path as a new document, and the host answers (a redirect of site.yaml, the
 * not-found page, or the page of a newer deploy).
 */
export function loadPage(site: SiteData, path: string): Promise<Known> | undefined {
  const url = appDataUrl(site, path);
  if (!url) return undefined;
  const { ready, pending } = storeOf(site);
  const known = ready.get(path);
  if (known !== undefined) return Promise.resolve(known);
  let loading = pending.get(path);
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<PageData>;
      })
      .then((loaded) => (ready.set(path, loaded), loaded))
      .finally(() => pending.delete(path));
    pending.set(path, loading);
  }
  return loading;
}
