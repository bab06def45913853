// From checked input to what the client receives: site data and one data object per page, placeholders filled.
import { createHash } from "node:crypto";
import { expandFooter } from "../countries";
import type { PageData } from "../../app/page-data";
import type { SiteData } from "../../core/site-data";
import type { Project, SiteSpec } from "../model";
import { siteRedirects, type RedirectRule } from "../redirects";
import { analyticsData, analyticsOrigins, consentWords, withoutConsentWords } from "../analytics";
import type { AnalyticsScript, ConsentWords } from "../../core/analytics";
import { fill, placeholderValues } from "../placeholders";
import { emailSubject, siteEmailSubject } from "./email-subject";
import type { SocialImage } from "./social-card/cards";
import { HERO_ART_SVG } from "./hero-art-file";
import { ICON_SPRITE_SVG } from "./icon-sprite-file";
import { structuredData } from "./structured-data";

export interface Output {
  site: SiteData;
  pages: PageData[];
  /** The site data's file URL: shared by every page, so it is fetched and cached once. */
  siteUrl: string;
  /** Data files (the site's and each page's): URL path → JSON text, content-hashed so they can be cached for ever. */
  dataFiles: Map<string, string>;
  /** Whether Strict-Transport-Security asks for preloading (site.yaml settings.hstsPreload). */
  hstsPreload: boolean;
  /** settings.analytics as the pages load it, and the consent banner's words; absent by default. */
  analytics?: AnalyticsScript & { words: ConsentWords };
  /** The origins settings.analytics adds to the CSP (script-src, connect-src); none by default. */
  analyticsOrigins?: { script: string; connect: string };
  /** site.yaml's redirects:, as the host answers them (the /go/ paths are added as the pages are rendered). */
  redirects: RedirectRule[];
}

type People = NonNullable<SiteSpec["people"]>;

/**
 * Only resized photos are published: a person's photo is named by its resized fallback (no EXIF, no GPS), never by the
 * original's path, which stays out of dist/ (see publishedPublic in emit/images.ts).
 */
const publishedPeople = (people: People, photos: SiteData["images"]): People =>
  Object.fromEntries(Object.entries(people).map(([key, person]) => [key, photos?.[person.photo] ? { ...person, photo: photos[person.photo].src } : person]));
const byPublishedPath = (photos: NonNullable<SiteData["images"]>) => Object.fromEntries(Object.values(photos).map((facts) => [facts.src, facts]));

export const contentHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

/**
 * `images`: each page's sharing image (see social-card/cards.ts), once drawn; the first pass that draws them has none.
 * `photos`: the resized photos the build made (emit/images.ts); the dev preview has none and shows the originals.
 */
export function toOutput(project: Project, images?: ReadonlyMap<string, SocialImage>, photos?: SiteData["images"]): Output {
  const site = project.site!;
  const { settings } = site.data;
  const values = placeholderValues(settings);
  const routes: Record<string, string> = {};
  const dataFiles = new Map<string, string>();
  // Every market the site serves (the organisation's areaServed on every page), and which one a page is for.
  const markets = site.data.countries ?? [];
  const marketOf = (path: string) => markets.find((country) => country.path === path);
  const pages = project.pages.map((page): PageData => {
    const spec = fill(page.data, values);
    const meta = { ...spec.meta, keywords: spec.meta.keywords ?? settings.keywords, emailSubject: emailSubject(spec.meta, marketOf(page.path)), ...(marketOf(page.path)?.code ? { ctaRef: marketOf(page.path)!.code } : {}), ...images?.get(page.path) };
    return { path: page.path, meta, sections: spec.sections, structuredData: structuredData(settings, page.path, spec, markets, marketOf(page.path)) };
  });
  for (const page of pages) {
    const json = JSON.stringify(page);
    const url = `/assets/data/${page.path === "/" ? "home" : page.path.slice(1)}-${contentHash(json)}.json`;
    routes[page.path] = url;
    dataFiles.set(url, json);
  }
  const siteData: SiteData = {
    brand: settings.brand,
    baseUrl: settings.baseUrl,
    email: settings.email,
    emailSubject: siteEmailSubject(settings.brand),
    bookingUrl: settings.bookingUrl,
    navigation: fill(site.data.navigation, values),
    footer: fill(expandFooter(site.data.footer, site.data.countries), values),
    people: publishedPeople(site.data.people ?? {}, photos),
    routes,
    messages: withoutConsentWords(project.messages),
    heroArt: `/assets/hero-art-${contentHash(HERO_ART_SVG)}.svg`,
    icons: `/assets/icons-${contentHash(ICON_SPRITE_SVG)}.svg`,
    languages: settings.languages,
    ...(photos && Object.keys(photos).length ? { images: byPublishedPath(photos) } : {}),
  };
  const siteJson = JSON.stringify(siteData);
  const siteUrl = `/assets/data/site-${contentHash(siteJson)}.json`;
  dataFiles.set(siteUrl, siteJson);
  return { site: siteData, siteUrl, pages, dataFiles, hstsPreload: settings.hstsPreload ?? false, analytics: withWords(analyticsData(settings), project.messages), analyticsOrigins: analyticsOrigins(settings), redirects: siteRedirects(site.data) };
}

const withWords = (analytics: AnalyticsScript | undefined, messages: Project["messages"]) => analytics && { ...analytics, words: consentWords(messages) };
