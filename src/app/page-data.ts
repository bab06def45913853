// One page's data as the client receives it (inlined for the first page, fetched per route after): meta and sections.
import type { PageMetaSpec } from "../schema/meta";
import type { SectionData } from "../sections";

/** Meta as the page gets it: defaults from site.yaml filled in, and the subject every e-mail link carries. */
export type PageMeta = PageMetaSpec & { keywords: string[]; emailSubject: string; ctaRef?: string; imageWidth?: number; imageHeight?: number };

export interface PageData {
  path: string;
  meta: PageMeta;
  sections: SectionData[];
  /** JSON-LD objects, built at build time from the site settings and the page. */
  structuredData: object[];
  /** The page's address in each language it is published in (itself included), by language code. */
  alternates: Record<string, string>;
  /**
   * In a language other than the default: the addresses in this language of the translated pages this page's sections
   * link to, beside those the site data holds for its own links (see SiteData.links).
   */
  links?: Record<string, string>;
}
