// The page's other languages in its <head>: hreflang links and og:locale, written by the prerender only. Crawlers and the
// loader's saved-language check read them on a page's first load; the app leaves them out of its bundle.
import { canonicalUrl } from "../../app/head";
import type { PageData } from "../../app/page-data";
import type { SiteData } from "../../core/site-data";

/** og:locale wants en_US where the site writes en-US. */
const ogLocale = (locale: string) => locale.replace("-", "_");

/**
 * The page in each language it exists in, itself included, and x-default (the default language's), so search engines
 * show each visitor their language's page; og:locale for this one and the others. Nothing for a page in one language.
 */
export function Alternates({ site, page }: { site: SiteData; page: PageData }) {
  const languages = site.languages.filter((language) => page.alternates[language.code]);
  if (languages.length < 2) return null;
  const own = site.languages.find((language) => language.code === site.language);
  return (
    <>
      {languages.map((language) => <link key={language.code} rel="alternate" hrefLang={language.code} href={canonicalUrl(site.baseUrl, page.alternates[language.code])} />)}
      <link rel="alternate" hrefLang="x-default" href={canonicalUrl(site.baseUrl, page.alternates[site.languages[0].code])} />
      {own && <meta property="og:locale" content={ogLocale(own.locale)} />}
      {languages.filter((language) => language !== own).map((language) => <meta key={language.code} property="og:locale:alternate" content={ogLocale(language.locale)} />)}
    </>
  );
}
