// The shapes the client receives: site-wide data (inlined in every page) and one page's data (loaded per route).
import type { FromSchema } from "json-schema-to-ts";
import type { metaSchema } from "./schema";
import type { SectionData } from "./sections";
import type { Messages } from "./i18n";

export interface NavLink {
  href: string;
  /** Translation key of the label (chrome strings), or the label itself. */
  key?: string;
  text?: string;
}

export interface Person {
  name: string;
  title: string;
  photo: string;
  photoAlt: string;
}

export interface SiteData {
  brand: string;
  baseUrl: string;
  email: string;
  bookingUrl: string;
  navigation: { links: NavLink[]; action: NavLink };
  footer: { about: string; groups: { key: string; links: NavLink[] }[] };
  people: Record<string, Person>;
  /** Route path → URL of that page's data file. */
  routes: Record<string, string>;
  messages: Messages;
  languages: string[];
}

/** Meta as written in a page spec (keywords optional). */
export type PageMetaSpec = FromSchema<typeof metaSchema>;
/** Meta as the page gets it: defaults from site.yaml filled in. */
export type PageMeta = PageMetaSpec & { keywords: string[] };

export interface PageData {
  path: string;
  meta: PageMeta;
  sections: SectionData[];
  /** JSON-LD objects, built at build time from the site settings and the page. */
  structuredData: object[];
}

/** Trailing slashes are the static host's business; routes are matched without them. */
export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
