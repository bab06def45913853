// The whole HTML document around the app, rendered on the server only; the client hydrates #root.
import { DOM_IDS } from "../../app/dom-ids";
import type { ReactNode } from "react";
import { scriptJson } from "../../app/head";
import { mq } from "../../ui/theme";

export interface DocumentProps {
  lang: string;
  scripts: string[];
  children: ReactNode;
  siteJson: unknown;
  pageJson: unknown;
}

/** Without JavaScript the mobile menu cannot open, so show it in place and hide its button. */
export const NO_SCRIPT_CSS = `${mq.belowNav}{:has(>#${DOM_IDS.menu}){flex-wrap:wrap;padding-top:.75rem}#${DOM_IDS.menu}{display:block;position:static;flex-basis:100%;box-shadow:none;border:0;padding:0 0 1rem}}button[aria-controls=${DOM_IDS.menu}]{display:none}`;

export function Document({ lang, scripts, children, siteJson, pageJson }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        <div id={DOM_IDS.root}>{children}</div>
        {/* Data blocks, never executed: escaped JSON (scriptJson), so no string in it can end the element. */}
        <script id={DOM_IDS.siteData} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(siteJson) }} />
        {pageJson !== null && (
          <script id={DOM_IDS.pageData} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(pageJson) }} />
        )}
      </body>
    </html>
  );
}
