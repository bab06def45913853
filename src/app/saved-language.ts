// A visitor who chose a language sees it again: an English page that exists in the saved language is replaced by it,
// after it has painted. Crawlers and first visits have nothing saved and are never sent anywhere.
import { useEffect } from "react";
import { restoreLanguage } from "../core/i18n";
import type { SiteData } from "../core/site-data";
import type { PageData } from "./page-data";

export function useSavedLanguage(site: SiteData, page: PageData | null) {
  useEffect(() => {
    // Only the default language's pages move; a page in another language was chosen by the visitor (or a link).
    if (!page || site.language !== site.languages[0]?.code || site.languages.length < 2) return;
    let saved: string | undefined;
    try {
      saved = restoreLanguage(localStorage, site.languages.map((language) => language.code));
    } catch {
      return;
    }
    const target = saved && saved !== site.language ? page.alternates[saved] : undefined;
    if (target) window.location.replace(target + window.location.search + window.location.hash);
  }, [site, page]);
}
