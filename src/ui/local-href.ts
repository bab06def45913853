// Links in a page of another language lead to the same language's page where it exists, else to the English page.
import type { SiteData } from "../core/site-data";
import { ownDataUrl } from "../core/site-data";
import { GO_PREFIX } from "./cta";

/** A site path as this language's pages link it: /contact → /de/contact when that page is translated; else as given. */
export function localHref(site: Pick<SiteData, "links">, href: string): string {
  const [path, hash] = href.split("#");
  const local = site.links?.[path];
  return local ? local + (hash === undefined ? "" : `#${hash}`) : href;
}

/**
 * The data file of the page the app shows itself at `href` (see ownDataUrl); undefined for any other path, loaded as a
 * new document: another language's page, a file, a counted /go/ path (the host redirects it).
 */
export const appDataUrl = (site: Pick<SiteData, "language" | "languages">, href: string) => (href.startsWith(GO_PREFIX) ? undefined : ownDataUrl(site, href));

/** Whether the app can show a path itself. */
export const isOwnRoute = (site: Pick<SiteData, "language" | "languages">, href: string) => appDataUrl(site, href) !== undefined;
