// A visitor who chose a language sees it again: a page of the default language that exists in the saved one is
// replaced by it, after it has painted (effects run after hydration). Crawlers and first visits have nothing saved.
import { useEffect } from "react";
import { LANGUAGE_STORAGE_KEY } from "../core/i18n";
import type { SiteData } from "../core/site-data";
import type { PageData } from "./page-data";

export function useSavedLanguage(site: SiteData, page: PageData | null) {
  useEffect(() => {
    // Only the default language's pages move; a page in another language was chosen by the visitor (or a link).
    if (!page || site.language !== site.languages[0].code) return;
    try {
      // alternates holds only the site's languages, so an unsupported saved value finds nothing.
      const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
      const target = saved && Object.hasOwn(page.alternates, saved) ? page.alternates[saved] : page.path;
      if (target !== page.path) location.replace(target + location.search + location.hash);
    } catch {
      // Storage refused (private mode): stay.
    }
  }, [site, page]);
}
