// Which of a language's translated addresses a piece of output links to. The site data carries those its own parts
// link (the menu, the footer, the brand's link home), and each page those its sections link. Publishing one more
// translation then changes only the pages that link to it, not the site data that every page of the language names.
import type { SiteData } from "../../core/site-data";

type Links = NonNullable<SiteData["links"]>;

/** The entries of `links` (English path → this language's) that a string in `value` links to, with or without an #anchor. */
export function linkedAddresses(value: unknown, links: Links, except: Links = {}): Links {
  const found: Links = {};
  const walk = (node: unknown): void => {
    if (typeof node === "string") {
      const path = node.split("#")[0];
      if (Object.hasOwn(links, path) && !Object.hasOwn(except, path)) found[path] = links[path];
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(value);
  return found;
}

/** `links` when it holds any entry, else nothing (the data files leave the key out). */
export const someLinks = (links: Links | undefined): { links?: Links } => (links && Object.keys(links).length ? { links } : {});
