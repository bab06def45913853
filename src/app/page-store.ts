// The pages' data for this visit: each route's file fetched at most once, ahead of a click (prefetch) or on navigation,
// and shared by both. Kept per site data object, so prerendering (or a dev rebuild) never sees another build's pages.
import type { PageData } from "./page-data";
import type { SiteData } from "../core/site-data";

interface Store {
  ready: Map<string, PageData>;
  pending: Map<string, Promise<PageData>>;
}

const stores = new WeakMap<SiteData, Store>();

function storeOf(site: SiteData): Store {
  let store = stores.get(site);
  if (!store) stores.set(site, (store = { ready: new Map(), pending: new Map() }));
  return store;
}

/** The page the document was prerendered with: there from the start. */
export function seedPage(site: SiteData, page: PageData) {
  const { ready } = storeOf(site);
  if (!ready.has(page.path)) ready.set(page.path, page);
}

export const readyPage = (site: SiteData, path: string): PageData | undefined => storeOf(site).ready.get(path);

/** Fetches a route's data once; undefined for a path that is no route. A failed fetch may be tried again. */
export function loadPage(site: SiteData, path: string): Promise<PageData> | undefined {
  const url = site.routes[path];
  if (!url) return undefined;
  const { ready, pending } = storeOf(site);
  const page = ready.get(path);
  if (page) return Promise.resolve(page);
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
