// Prerenders one route to a whole HTML document: React renders <html>, hoists head tags, and <head> links the CSS
// emotion collected for the page.
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { App } from "../../app/app";
import { CtaRecordContext } from "../../ui/cta";
import { createStyleCache, stylesheetLink } from "../../core/style-cache";
import { stylesheetUrl } from "./asset-names";
import { Document } from "./document";
import { Alternates } from "./alternates";
import { pageDataUrl } from "../../core/site-data";
import type { PageData } from "../../app/page-data";
import type { ClientScripts } from "./bundle";
import type { LanguageOutput } from "./output";

export interface Rendered {
  html: string;
  /** The CSS of the stylesheet the document links (see stylesheetUrl): the build writes it. */
  stylesheets: string[];
}

/** What rendering a route reads of its language. */
export type RouteLanguage = Pick<LanguageOutput, "site" | "siteUrl" | "analytics" | "fontCss" | "fontFiles">;

/**
 * `language`: the page's language, its site data and that file's URL (the page's data file is the one its route names
 * in the site data), and settings.analytics as its pages name it. `record`: told every /go/ path the page links to.
 */
export function renderRoute(language: RouteLanguage, page: PageData | null, path: string, scripts: ClientScripts, record?: (cta: string, target: string) => void): Rendered {
  const { site, siteUrl, analytics, fontCss, fontFiles } = language;
  const direction = site.languages.find((entry) => entry.code === site.language)?.direction;
  // A fresh cache per page, so each page carries exactly the CSS it uses.
  const cache = createStyleCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const body = renderToString(
    <CacheProvider value={cache}>
      <Document lang={site.language} dir={direction} scripts={scripts} fontCss={fontCss} fontFiles={fontFiles} data={{ site: siteUrl, page: page ? pageDataUrl(page.path) : undefined }} analytics={analytics}>
        <CtaRecordContext.Provider value={record}>
          <App site={site} page={page} ssrPath={path} />
          {page && <Alternates site={site} page={page} />}
        </CtaRecordContext.Provider>
      </Document>
    </CacheProvider>,
  );
  // The global rules first, then the page's classes: the order emotion's own <style> blocks would have.
  const css = extractCriticalToChunks(body).styles.map((chunk) => chunk.css).join("");
  const stylesheets = css ? [css] : [];
  const html = "<!DOCTYPE html>" + body.replace("</head>", `${stylesheets.map((text) => stylesheetLink(stylesheetUrl(text))).join("")}</head>`);
  return { html, stylesheets };
}
