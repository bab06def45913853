// From checked input to what the client receives: per language, its site data and one data object per page,
// placeholders filled, links pointing at the same language's pages.
import { expandFooter } from "../countries";
import type { PageData } from "../../app/page-data";
import type { SiteData } from "../../core/site-data";
import { lookup, type Messages } from "../../core/i18n";
import type { LanguageSpec } from "../../core/languages";
import type { PageSpec, Project, SiteSpec } from "../model";
import { siteRedirects, type RedirectRule } from "../redirects";
import { analyticsData, analyticsOrigins, consentWords, withoutConsentWords } from "../analytics";
import type { AnalyticsScript, ConsentWords } from "../../core/analytics";
import { fill, placeholderValues } from "../placeholders";
import { emailSubject, ENGLISH_SUBJECTS, siteEmailSubject, type SubjectWords } from "./email-subject";
import type { SocialImage } from "./social-card/cards";
import { isRemembered, PageMemo, type RememberedPage } from "./page-memo";
import { HERO_ART_SVG } from "./hero-art-file";
import { ICON_SPRITE_SVG } from "./icon-sprite-file";
import { structuredData } from "./structured-data";
import { contentHash } from "./asset-names";
import { publishedLanguages, type PublishedLanguage } from "../translate/published";
import { isolateAll } from "../translate/bidi";
import { linkedAddresses, someLinks } from "./linked-addresses";

/** One language's pages and the site data they share (`Page`: OutputPage where a memo may have recalled pages). */
export interface LanguageOutput<Page = PageData> {
  language: LanguageSpec;
  site: SiteData;
  /** The site data's file URL: shared by every page of the language, so it is fetched and cached once. */
  siteUrl: string;
  pages: Page[];
  /** settings.analytics as this language's pages load it, and the consent banner's words; absent by default. */
  analytics?: AnalyticsScript & { words: ConsentWords };
  /** The language's own typeface: @font-face rules for its pages' heads (see emit/fonts.ts); set once the fonts are cut. */
  fontCss?: string;
  /** Its font files' URLs, preloaded by its pages: the heading's text waits for them, so they are asked for first. */
  fontFiles?: string[];
}

export interface Output<Page = PageData> {
  /** The default language's site data, pages and data URL (what tools that know one language read). */
  site: SiteData;
  siteUrl: string;
  pages: Page[];
  /** Every published language, the default first. */
  languages: LanguageOutput<Page>[];
  /** Data files: URL path → JSON text; each language's site data content-hashed (cached for ever), each page's by its path. */
  dataFiles: Map<string, string>;
  /** The hashes of the page data files withCards hashed, by URL (see dataHash in page-memo.ts). */
  dataHashes: Map<string, string>;
  /** A page recalled from the memo (draftOutput) made after all, by its language's index: its data and data file's text. */
  remake?: (language: number, page: RememberedPage) => { page: PageData; json: string };
  /** The memo the draft recalled pages from, and the input key of each page it made. */
  memo?: { memo: PageMemo; inputs: Map<string, string> };
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

/** The e-mail subjects' wording from a locale's global.emailSubject.*, English where the locale has none. */
const subjectWords = (messages: Messages): SubjectWords =>
  Object.fromEntries(Object.entries(ENGLISH_SUBJECTS).map(([key, english]) => [key, lookup(messages, `global.emailSubject.${key}`) ?? english])) as unknown as SubjectWords;

/** The site data's file: its name and its content's hash (shared by every page of a language, cached for ever). */
const dataUrl = (name: string, json: string) => `/assets/data/${name}-${contentHash(json)}.json`;

/** A page of a language's output: its data, or what a page not made again needs (see page-memo.ts). */
export type OutputPage = PageData | RememberedPage;

export const isMade = (page: OutputPage): page is PageData => !isRemembered(page);

/** The memo a build's output recalls pages from, and the input key of each page it made (withCards remembers them). */
interface Memo {
  memo: PageMemo;
  inputs: Map<string, string>;
  /** The digests of each page's source texts (its file, then its translation's) by language code and page name. */
  sources: (code: string, name: string) => string[];
}

function languageOutput(project: Project, published: PublishedLanguage, all: PublishedLanguage[], dataFiles: Map<string, string>, images?: ReadonlyMap<string, SocialImage>, photos?: SiteData["images"], only?: ReadonlySet<string>, memo?: Memo): LanguageOutput<OutputPage> {
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
  const chosen = [...published.pages.entries()].filter(([name]) => !only || only.has(name));
  const rtl = <T,>(value: T): T => (language.direction === "rtl" ? isolateAll(value) : value);
  const shown: SiteData = {
    brand: settings.brand,
    baseUrl: settings.baseUrl,
    email: settings.email,
    emailSubject: siteEmailSubject(settings.brand, words),
    bookingUrl: settings.bookingUrl,
    navigation: fill(spec.navigation, values),
    footer: rtl(fill(expandFooter(spec.footer, spec.countries), values)),
    people: rtl(publishedPeople(spec.people ?? {}, photos)),
    messages: withoutConsentWords(messages),
    heroArt: `/assets/hero-art-${contentHash(HERO_ART_SVG)}.svg`,
    icons: `/assets/icons-${contentHash(ICON_SPRITE_SVG)}.svg`,
    language: language.code,
    languages: settings.languages.filter((entry) => all.some((other) => other.language.code === entry.code)),
    home,
    ...(photos && Object.keys(photos).length ? { images: byPublishedPath(photos) } : {}),
  };
  // The brand's link and the not-found page's lead to "/", which the data does not spell.
  const siteLinks = published.links && linkedAddresses([shown, "/"], published.links);
  const siteData: SiteData = { ...shown, ...someLinks(siteLinks) };
  const siteJson = JSON.stringify(siteData);
  // A language set in a typeface of its own is cut to every page's words: its pages are all made (language-fonts.ts).
  const shared = memo && !language.font ? memo.memo.languageKey([siteJson, settings, spec, words, language, home, homeName, photos ?? null]) : undefined;
  const pages = chosen.map(([name, page]): OutputPage => {
    const alternates = alternatesOf(name);
    // Read from the page as written: {brand}, {email} and {booking} never fill in a site path.
    const links = someLinks(published.links && linkedAddresses(page.data, published.links, siteLinks));
    const input = shared && PageMemo.inputKey(shared, [name, page.path, page.englishPath, JSON.stringify(alternates), JSON.stringify(links), ...memo!.sources(language.code, name)]);
    const remembered = input ? memo!.memo.recall(page.path, input) : undefined;
    if (remembered) return { path: page.path, alternates, remembered };
    if (input) memo!.inputs.set(page.path, input);
    const filled = fill(page.data, values) as PageSpec;
    const market = marketOf(page.englishPath);
    const meta = { ...filled.meta, keywords: filled.meta.keywords ?? fill(spec.settings.keywords, values), emailSubject: emailSubject(filled.meta, market, words), ...(market?.code ? { ctaRef: market.code } : {}), ...images?.get(page.path) };
    const data = structuredData(settings, page.path, filled, markets, market, { code: language.code, home, homeName });
    // Right-to-left pages show their Latin runs (figures, addresses, the brand) isolated; the JSON-LD keeps plain text.
    const sections = language.direction === "rtl" ? isolateAll(filled.sections) : filled.sections;
    return { path: page.path, meta, sections, structuredData: data, alternates, ...links };
  });
  const siteUrl = dataUrl(language.code === settings.languages[0].code ? "site" : `site-${language.code}`, siteJson);
  dataFiles.set(siteUrl, siteJson);
  const analytics = analyticsData(settings);
  return { language, site: siteData, siteUrl, pages, analytics: analytics && { ...analytics, words: consentWords(messages) } };
}

/**
 * The output without the pages' data files: the cards are drawn from it, then withCards (data-files.ts) writes them.
 * `memo` (the build's): a page whose inputs it remembers is not made, only recalled (see page-memo.ts).
 */
export function draftOutput(project: Project, images?: ReadonlyMap<string, SocialImage>, photos?: SiteData["images"], only?: ReadonlySet<string>, memo?: PageMemo): Output<OutputPage> {
  const settings = project.site!.data.settings;
  const dataFiles = new Map<string, string>();
  const all = publishedLanguages(project);
  const recalling = memo && !images && !only ? { memo, inputs: new Map<string, string>(), sources: pageSources(project) } : undefined;
  const languages = all.map((published) => languageOutput(project, published, all, dataFiles, images, photos, only, recalling));
  const [first] = languages;
  /** A recalled page made after all, with the sharing image it was remembered with. */
  const remake = (index: number, page: RememberedPage): { page: PageData; json: string } => {
    const published = all[index];
    const name = [...published.pages].find(([, candidate]) => candidate.path === page.path)![0];
    const [made] = languageOutput(project, published, all, new Map(), undefined, photos, new Set([name])).pages.filter(isMade);
    const withImage = carded(made, page.remembered.image);
    return { page: withImage, json: JSON.stringify(withImage) };
  };
  return { site: first.site, siteUrl: first.siteUrl, pages: first.pages, languages, dataFiles, dataHashes: new Map(), hstsPreload: settings.hstsPreload ?? false, analyticsOrigins: analyticsOrigins(settings), redirects: siteRedirects(project.site!.data), remake, memo: recalling && { memo: recalling.memo, inputs: recalling.inputs } };
}

/** Each page's source texts' digests by language and name: its file's, and in another language its translation's too. */
function pageSources(project: Project): (code: string, name: string) => string[] {
  const files = new Map(project.pages.map((page) => [page.name, page.file.digest]));
  const translations = new Map(project.translations.map((translation) => [`${translation.language}/${translation.name}`, translation.file.digest]));
  const first = project.site!.data.settings.languages[0].code;
  return (code, name) => (code === first ? [files.get(name) ?? ""] : [files.get(name) ?? "", translations.get(`${code}/${name}`) ?? ""]);
}

/** A page with its sharing image in its meta. */
export const carded = (page: PageData, image: SocialImage | undefined): PageData => (image ? { ...page, meta: { ...page.meta, ...image } } : page);
