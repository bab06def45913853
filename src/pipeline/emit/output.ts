// From checked input to what the client receives: per language, its site data and one data object per page,
// placeholders filled, links pointing at the same language's pages.
import { createHash } from "node:crypto";
import { expandFooter } from "../countries";
import type { PageData } from "../../app/page-data";
import type { SiteData } from "../../core/site-data";
import { normalizePath } from "../../core/site-data";
import { lookup, type Messages } from "../../core/i18n";
import type { LanguageSpec } from "../../core/languages";
import type { PageSpec, Project, SiteSpec } from "../model";
import { siteRedirects, type RedirectRule } from "../redirects";
import { analyticsData, analyticsOrigins, consentWords, withoutConsentWords } from "../analytics";
import type { AnalyticsScript, ConsentWords } from "../../core/analytics";
import { fill, placeholderValues } from "../placeholders";
import { emailSubject, ENGLISH_SUBJECTS, siteEmailSubject, type SubjectWords } from "./email-subject";
import type { SocialImage } from "./social-card/cards";
import { HERO_ART_SVG } from "./hero-art-file";
import { ICON_SPRITE_SVG } from "./icon-sprite-file";
import { structuredData } from "./structured-data";
import { publishedLanguages, type PublishedLanguage } from "../translate/published";
import { isolateAll } from "../translate/bidi";

/** One language's pages and the site data they share. */
export interface LanguageOutput {
  language: LanguageSpec;
  site: SiteData;
  /** The site data's file URL: shared by every page of the language, so it is fetched and cached once. */
  siteUrl: string;
  pages: PageData[];
  /** settings.analytics as this language's pages load it, and the consent banner's words; absent by default. */
  analytics?: AnalyticsScript & { words: ConsentWords };
  /** The language's own typeface: @font-face rules for its pages' heads (see emit/fonts.ts); set once the fonts are cut. */
  fontCss?: string;
  /** Its font files' URLs, preloaded by its pages: the heading's text waits for them, so they are asked for first. */
  fontFiles?: string[];
}

export interface Output {
  /** The default language's site data, pages and data URL (what tools that know one language read). */
  site: SiteData;
  siteUrl: string;
  pages: PageData[];
  /** Every published language, the default first. */
  languages: LanguageOutput[];
  /** Data files: URL path → JSON text; each language's site data content-hashed (cached for ever), each page's by its path. */
  dataFiles: Map<string, string>;
  /** Whether Strict-Transport-Security asks for preloading (site.yaml settings.hstsPreload). */
  hstsPreload: boolean;
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

/** The e-mail subjects' wording from a locale's global.emailSubject.*, English where the locale has none. */
const subjectWords = (messages: Messages): SubjectWords =>
  Object.fromEntries(Object.entries(ENGLISH_SUBJECTS).map(([key, english]) => [key, lookup(messages, `global.emailSubject.${key}`) ?? english])) as unknown as SubjectWords;

/** The site data's file: its name and its content's hash (shared by every page of a language, cached for ever). */
const dataUrl = (name: string, json: string) => `/assets/data/${name}-${contentHash(json)}.json`;

/**
 * A page's data file, by its path alone (/data/for-kuwait.json, /data/de/index.page.json for /de/: a route's words
 * have no dot, so no route can take that name, and no host hides it as it may a name starting with _): outside /assets/, so
 * revalidated like the page itself. Were it named by its content's hash, the site data (which lists every page's
 * file) would change with any page, and with it every page's HTML: one page edited would rewrite the whole site.
 */
export const pageDataUrl = (path: string) => `/data${path.endsWith("/") ? `${path}index.page` : path}.json`;

function languageOutput(project: Project, published: PublishedLanguage, all: PublishedLanguage[], dataFiles: Map<string, string>, images?: ReadonlyMap<string, SocialImage>, photos?: SiteData["images"], only?: ReadonlySet<string>): LanguageOutput {
  const english = project.site!.data;
  const { site: spec, messages, language } = published;
  const { settings } = english;
  const values = placeholderValues(settings);
  const words = subjectWords(messages);
  const markets = spec.countries ?? [];
  const marketOf = (path: string) => markets.find((country) => country.path === path);
  const home = published.home;
  const homeName = lookup(messages, "navigation.home") ?? "Home";
  const alternatesOf = (name: string) => Object.fromEntries(all.flatMap((other) => (other.pages.has(name) ? [[other.language.code, other.pages.get(name)!.path]] : [])));
  const pages = [...published.pages.entries()].filter(([name]) => !only || only.has(name)).map(([name, page]): PageData => {
    const filled = fill(page.data, values) as PageSpec;
    const market = marketOf(page.englishPath);
    const meta = { ...filled.meta, keywords: filled.meta.keywords ?? fill(spec.settings.keywords, values), emailSubject: emailSubject(filled.meta, market, words), ...(market?.code ? { ctaRef: market.code } : {}), ...images?.get(page.path) };
    const data = structuredData(settings, page.path, filled, markets, market, { code: language.code, home, homeName });
    // Right-to-left pages show their Latin runs (figures, addresses, the brand) isolated; the JSON-LD keeps plain text.
    const sections = language.direction === "rtl" ? isolateAll(filled.sections) : filled.sections;
    return { path: page.path, meta, sections, structuredData: data, alternates: alternatesOf(name) };
  });
  // The pages' own data files are written by withCards, once each page has its sharing image.
  const routes = Object.fromEntries(pages.map((page) => [normalizePath(page.path), pageDataUrl(page.path)]));
  const links = published.links;
  const rtl = <T,>(value: T): T => (language.direction === "rtl" ? isolateAll(value) : value);
  const siteData: SiteData = {
    brand: settings.brand,
    baseUrl: settings.baseUrl,
    email: settings.email,
    emailSubject: siteEmailSubject(settings.brand, words),
    bookingUrl: settings.bookingUrl,
    navigation: fill(spec.navigation, values),
    footer: rtl(fill(expandFooter(spec.footer, spec.countries), values)),
    people: rtl(publishedPeople(spec.people ?? {}, photos)),
    routes,
    messages: withoutConsentWords(messages),
    heroArt: `/assets/hero-art-${contentHash(HERO_ART_SVG)}.svg`,
    icons: `/assets/icons-${contentHash(ICON_SPRITE_SVG)}.svg`,
    language: language.code,
    languages: settings.languages.filter((entry) => all.some((other) => other.language.code === entry.code)),
    home,
    ...(links ? { links } : {}),
    ...(photos && Object.keys(photos).length ? { images: byPublishedPath(photos) } : {}),
  };
  const siteJson = JSON.stringify(siteData);
  const siteUrl = dataUrl(language.code === settings.languages[0].code ? "site" : `site-${language.code}`, siteJson);
  dataFiles.set(siteUrl, siteJson);
  const analytics = analyticsData(settings);
  return { language, site: siteData, siteUrl, pages, analytics: analytics && { ...analytics, words: consentWords(messages) } };
}

/**
 * `images`: each page's sharing image (see social-card/cards.ts), once drawn; the first pass that draws them has none.
 * `photos`: the resized photos the build made (emit/images.ts); the dev preview has none and shows the originals.
 * `only`: the pages (by name) to make, each as in the whole output; the site data then lists only them, so it is not
 * the site's (the dev server's builder makes a saved page's data this way and keeps the rest).
 */
export function toOutput(project: Project, images?: ReadonlyMap<string, SocialImage>, photos?: SiteData["images"], only?: ReadonlySet<string>): Output {
  return withCards(draftOutput(project, images, photos, only), new Map());
}

/** The output without the pages' data files: the cards are drawn from it, then withCards writes them. */
export function draftOutput(project: Project, images?: ReadonlyMap<string, SocialImage>, photos?: SiteData["images"], only?: ReadonlySet<string>): Output {
  const settings = project.site!.data.settings;
  const dataFiles = new Map<string, string>();
  const all = publishedLanguages(project);
  const languages = all.map((published) => languageOutput(project, published, all, dataFiles, images, photos, only));
  const [first] = languages;
  return { site: first.site, siteUrl: first.siteUrl, pages: first.pages, languages, dataFiles, hstsPreload: settings.hstsPreload ?? false, analyticsOrigins: analyticsOrigins(settings), redirects: siteRedirects(project.site!.data) };
}

/**
 * The output with each page's sharing image in its meta and every page's data file, once the cards are drawn from
 * the draft: the words are placed once, not again for the cards' names.
 */
export function withCards(output: Output, images: ReadonlyMap<string, SocialImage>): Output {
  const dataFiles = new Map(output.dataFiles);
  const languages = output.languages.map((language) => ({
    ...language,
    pages: language.pages.map((page) => {
      const image = images.get(page.path);
      const carded = image ? { ...page, meta: { ...page.meta, ...image } } : page;
      dataFiles.set(pageDataUrl(page.path), JSON.stringify(carded));
      return carded;
    }),
  }));
  return { ...output, pages: languages[0].pages, languages, dataFiles };
}
