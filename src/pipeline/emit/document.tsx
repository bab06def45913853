// The whole HTML document around the app, rendered on the server only; the client hydrates #root. The page names one
// tiny loader script and, on #root, the URLs of the app and of its data: nothing inline is repeated on every page.
import { DOM_IDS } from "../../core/dom-ids";
import type { ReactNode } from "react";
import { APP_DATA } from "../../app/app-data";
import { needsConsent, type AnalyticsScript, type ConsentWords } from "../../core/analytics";
import { ConsentBanner } from "../../ui/consent-banner";
import { mq } from "../../ui/theme";
import type { ClientScripts } from "./bundle";

export interface DocumentProps {
  lang: string;
  /** The language's own typeface (its @font-face rules), on its pages only. */
  fontCss?: string;
  /** The language's font files, preloaded (see LanguageOutput.fontFiles). */
  fontFiles?: string[];
  /** The language's direction; only rtl is written (ltr is the default). */
  dir?: "ltr" | "rtl";
  scripts: ClientScripts;
  children: ReactNode;
  /** URLs of the site data and of this page's data (none on the not-found page). */
  data: { site: string; page?: string };
  /**
   * settings.analytics: its script, named here; or, where the page's language asks the visitor first, the banner
   * and the small script that shows it (src/app/consent.ts), which adds the service's script only after "Allow".
   */
  analytics?: AnalyticsScript & { words: ConsentWords };
}

/** Without JavaScript the mobile menu cannot open, so show it in place and hide its button. */
export const NO_SCRIPT_CSS = `${mq.belowNav}{:has(>#${DOM_IDS.menu}){flex-wrap:wrap;padding-top:.75rem}#${DOM_IDS.menu}{display:block;position:static;flex-basis:100%;box-shadow:none;border:0;padding:0 0 1rem}}button[aria-controls=${DOM_IDS.menu}]{display:none}`;

export function Document({ lang, dir, scripts, children, data, analytics, fontCss, fontFiles }: DocumentProps) {
  const ask = analytics && needsConsent(analytics, lang);
  const attributes = { [`data-${APP_DATA.app}`]: scripts.app, [`data-${APP_DATA.site}`]: data.site, [`data-${APP_DATA.page}`]: data.page };
  return (
    <html lang={lang} dir={dir === "rtl" ? "rtl" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/*
          Deferred, it runs once the document is parsed, as a module script would; classic, a trace names its run (a
          module's is not), so Lighthouse can tell whether it ran before the paint. Low priority: it is not fetched
          ahead of what paints.
        */}
        <script src={scripts.loader} defer fetchPriority="low" />
        {analytics && !ask && <script src={analytics.script} defer {...analytics.attributes} />}
        {ask && <script src={scripts.consent.url} defer />}
        {fontFiles?.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />)}
        {fontCss && <style>{fontCss}</style>}
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        <div id={DOM_IDS.root} {...attributes}>
          {children}
        </div>
        {ask && <ConsentBanner analytics={analytics} words={analytics.words} />}
      </body>
    </html>
  );
}
