// Puck's canvas as a visitor's page: emotion writes into the iframe's own head, the site's providers wrap the sections.
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useMemo, type ReactNode } from "react";
import { I18nProvider } from "../core/i18n";
import type { SiteData } from "../core/site-data";
import { SiteContext } from "../core/contexts";
import { GlobalStyle } from "../ui/global-style";
import { useCanvasKeys } from "./canvas-keys";

const caches = new WeakMap<Document, EmotionCache>();

/** One cache per canvas document: styles inserted into the editor's own head would never reach the iframe. */
function cacheFor(doc: Document): EmotionCache {
  let cache = caches.get(doc);
  if (!cache) {
    cache = createCache({ key: "canvas", container: doc.head });
    caches.set(doc, cache);
  }
  return cache;
}

export function CanvasFrame({ children, document: doc }: { children: ReactNode; document?: Document }) {
  useCanvasKeys(doc);
  const cache = useMemo(() => (doc ? cacheFor(doc) : undefined), [doc]);
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : <>{children}</>;
}

/** Links in the canvas select, they never navigate the canvas away from the page being edited. */
const stay = (event: React.MouseEvent) => {
  if ((event.target as Element).closest?.("a")) event.preventDefault();
};

export function SiteFrame({ site, children }: { site: SiteData; children: ReactNode }) {
  return (
    <SiteContext.Provider value={site}>
      <I18nProvider language={site.language} messages={site.messages}>
        <GlobalStyle />
        <main onClickCapture={stay}>{children}</main>
      </I18nProvider>
    </SiteContext.Provider>
  );
}
