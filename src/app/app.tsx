// The application: site data and translations in context, header, the current page or not-found, footer.
import { DOM_IDS } from "../core/dom-ids";
import { css } from "@emotion/react";
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { Router, useLocation } from "wouter";
import { I18nProvider, useT } from "../core/i18n";
import { PageSections } from "./page-sections";
import { Head } from "./head";
import type { PageData } from "./page-data";
import type { SiteData } from "../core/site-data";
import { SiteContext } from "../core/contexts";
import { Footer } from "../ui/footer";
import { MailSubjectContext } from "../ui/mailto";
import { CtaPageContext, ctaPageId } from "../ui/cta";
import { GlobalStyle } from "../ui/global-style";
import { Nav } from "../ui/nav";
import { NotFound } from "../ui/not-found";
import { color } from "../ui/theme";
import { usePage, type PageState } from "./use-page";
import { usePrefetch } from "./prefetch";
import { useSavedLanguage } from "./saved-language";

const skip = css`position: absolute; inset-inline-start: 1rem; top: -100px; z-index: 50; padding: .75rem 1rem; border-radius: 8px;
  background: ${color.navy}; color: #fff; font-weight: 700; &:focus { top: 1rem; color: #fff; }`;

// useLayoutEffect warns on the server; effects never run there anyway.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * New page: to the top, or to the #anchor the link named. Runs when the shown page changes: not when the app takes
 * over the prerendered page, which the visitor may have scrolled (or the browser scrolled to its #anchor) already.
 */
function useScrollOnPageChange(key: string) {
  const shown = useRef(key);
  useBrowserLayoutEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    // A new page appears at once, not after a smooth scroll across the old one.
    if (target) target.scrollIntoView({ behavior: "instant" });
    else window.scrollTo({ top: 0, behavior: "instant" });
  }, [key]);
}

/** The main area and the footer, which share the current page's e-mail subject. */
function PageAndFooter({ site, initial }: { site: SiteData; initial: PageData | null }) {
  const [location] = useLocation();
  const state = usePage(site, location, initial);
  usePrefetch(site, location);
  useSavedLanguage(site, state.kind === "page" ? state.page : null);
  return (
    <MailSubjectContext.Provider value={state.kind === "page" ? state.page.meta.emailSubject : site.emailSubject}>
      <CtaPageContext.Provider value={ctaPage(state)}>
        <Nav alternates={state.kind === "page" ? state.page.alternates : {}} />
        <main id={DOM_IDS.main} tabIndex={-1} css={css`outline: none;`}>
          <CurrentPage site={site} state={state} />
        </main>
        <Footer />
      </CtaPageContext.Provider>
    </MailSubjectContext.Provider>
  );
}

/** How calls to action name the page: the not-found page is "not-found" wherever it is shown. */
function ctaPage(state: PageState) {
  if (state.kind !== "page") return { id: "not-found", ref: "not-found" };
  const id = ctaPageId(state.page.path);
  return { id, ref: state.page.meta.ctaRef ?? id };
}

function CurrentPage({ site, state }: { site: SiteData; state: PageState }) {
  const t = useT();
  useScrollOnPageChange(state.kind === "page" ? state.page.path : `${state.kind}:${state.path}`);
  // Only from the not-found page: nothing to keep showing while the first real page loads.
  if (state.kind === "loading") return <div aria-busy="true" css={css`min-height: 100vh;`} />;
  if (state.kind === "missing") {
    return (
      <>
        <title>{`${t("global.notFound.title")} | ${site.brand}`}</title>
        <meta name="robots" content="noindex" />
        <NotFound path={state.path} />
      </>
    );
  }
  return (
    <>
      <Head page={state.page} />
      <PageLinks site={site} page={state.page}>
        <PageSections sections={state.page.sections} />
      </PageLinks>
    </>
  );
}

/** The page's sections see the translated addresses the page's data adds to the site data's (see PageData.links). */
function PageLinks({ site, page, children }: { site: SiteData; page: PageData; children: ReactNode }) {
  const seen = useMemo(() => (page.links ? { ...site, links: { ...site.links, ...page.links } } : site), [site, page.links]);
  return <SiteContext.Provider value={seen}>{children}</SiteContext.Provider>;
}

export interface AppProps {
  site: SiteData;
  page: PageData | null;
  /** The path being prerendered; absent in the browser, where wouter reads the address bar. */
  ssrPath?: string;
}

export function App({ site, page, ssrPath }: AppProps) {
  // Tests and tools wait for this mark: effects run only once hydration has committed.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SiteContext.Provider value={site}>
      <I18nProvider language={site.language} messages={site.messages}>
        <Router ssrPath={ssrPath}>
          <GlobalStyle />
          <SkipLink />
          <PageAndFooter site={site} initial={page} />
        </Router>
      </I18nProvider>
    </SiteContext.Provider>
  );
}

function SkipLink() {
  const t = useT();
  return <a href={`#${DOM_IDS.main}`} css={skip}>{t("global.skipToContent")}</a>;
}
