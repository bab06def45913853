// The editor's search over the list of pages: every word typed must be found in a page's title, its address or its
// file's name, whatever the case and accents ("munchen" finds "München").
import type { SiteFacts } from "./site-facts";

type Route = SiteFacts["routes"][number];

/** Lower case, without accents, so that what an editor types matches what the page says. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of a search, at most 12 of at most 80 characters each: a pasted paragraph searches for its start. */
export const searchWords = (query: string) =>
  folded(query)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 12)
    .map((word) => word.slice(0, 80));

/** The routes whose title, address or file name hold every word (all of them when there is none). */
export function matchingRoutes(routes: readonly Route[], words: readonly string[]): Route[] {
  if (!words.length) return [...routes];
  return routes.filter((route) => {
    const text = folded(`${route.title ?? ""} ${route.path} pages/${route.page}.yaml`);
    return words.every((word) => text.includes(word));
  });
}
