// Links in a page of another language lead to the same language's page where it exists, else to the English page.
import type { SiteData } from "../core/site-data";
import { normalizePath } from "../core/site-data";

/** A site path as this language's pages link it: /contact → /de/contact when that page is translated; else as given. */
export function localHref(site: Pick<SiteData, "links">, href: string): string {
  const [path, hash] = href.split("#");
  const local = site.links?.[path];
  return local ? local + (hash === undefined ? "" : `#${hash}`) : href;
}

/** Whether the app can show a path itself; any other (another language's page) is loaded as a new document. */
export const isOwnRoute = (site: Pick<SiteData, "routes">, href: string) => normalizePath(href.split("#")[0]) in site.routes;
