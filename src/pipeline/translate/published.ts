// Which pages each language publishes: the default language all of its routed pages, another language each page
// whose translation is complete, and only when its site words (pages/CODE/_site.yaml) are complete too.
import type { Messages } from "../../core/i18n";
import type { LanguageSpec } from "../../core/languages";
import type { PageSpec, Project, SiteSpec, Translation } from "../model";
import { SITE_WORDS } from "./load";

export interface PublishedPage {
  data: PageSpec;
  /** Its address in this language. */
  path: string;
  /** The English page's address: its market (countries:) and its place in links. */
  englishPath: string;
}

export interface PublishedLanguage {
  language: LanguageSpec;
  /** site.yaml with this language's words in place. */
  site: SiteSpec;
  messages: Messages;
  /** By the English page's name, in the order of routes in site.yaml. */
  pages: Map<string, PublishedPage>;
  /** The language's home: / or /de/ (the English home while the language's own is not translated). */
  home: string;
  /** English address → this language's address, for each page it publishes (absent for the default language). */
  links?: Record<string, string>;
}

export function publishedLanguages(project: Project): PublishedLanguage[] {
  const site = project.site!;
  const [first, ...others] = site.data.settings.languages;
  const english: PublishedLanguage = {
    language: first,
    site: site.data,
    messages: project.messages,
    // The data asked of the page only when used: a page the page memo recalls is never parsed from the load cache.
    pages: new Map(project.pages.map((page) => [page.name, { get data() { return page.data; }, path: page.path, englishPath: page.path }])),
    home: "/",
  };
  const result = [english];
  const pathOf = new Map(project.pages.map((page) => [page.name, page.path]));
  // Looked up by language and name, not searched for: a search per page made this pages × translations.
  const translations = new Map<string, Translation>();
  for (const t of project.translations) if (!translations.has(`${t.language}/${t.name}`)) translations.set(`${t.language}/${t.name}`, t);
  for (const language of others) {
    const words = translations.get(`${language.code}/${SITE_WORDS}`);
    const messages = project.locales.get(language.code);
    if (!words?.complete || !messages) continue;
    const pages = new Map<string, PublishedPage>();
    for (const page of project.pages) {
      const translation = translations.get(`${language.code}/${page.name}`);
      if (translation?.complete && translation.path) pages.set(page.name, { data: translation.data as PageSpec, path: translation.path, englishPath: pathOf.get(page.name)! });
    }
    if (!pages.size) continue;
    const links = Object.fromEntries([...pages.values()].map((page) => [page.englishPath, page.path]));
    result.push({ language, site: words.data as SiteSpec, messages, pages, home: links["/"] ?? "/", links });
  }
  return result;
}
