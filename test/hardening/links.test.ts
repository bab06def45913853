// The link allowlist as the page applies it: an href the build should have refused renders as words, never as <a href>.
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { Router } from "wouter";
import { I18nProvider } from "../../src/core/i18n";
import { linkKind } from "../../src/ui/link-policy";
import { SmartLink } from "../../src/ui/smart-link";
import { appDataUrl } from "../../src/ui/local-href";

import { SiteContext } from "../../src/core/contexts";
import type { SiteData } from "../../src/core/site-data";

const test = suite("hardening: link policy");

// createElement rather than JSX: npm test runs *.test.ts files only.
const render = (href: string, children: ReactNode = "Go") =>
  renderToStaticMarkup(
    createElement(SiteContext.Provider, {
      value: { language: "en", languages: [{ code: "en", name: "English", direction: "ltr", locale: "en-US" }] } as unknown as SiteData,
      children: createElement(I18nProvider, {
        language: "en",
        messages: { global: { opensInNewTab: "opens in a new tab" } },
        children: createElement(Router, { ssrPath: "/", children: createElement(SmartLink, { href, className: "button", children }) }),
      }),
    }),
  );

const REFUSED = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " JAVASCRIPT:alert(1)",
  "\u0000javascript:alert(1)",
  "\u001F JavaScript:alert(1)",
  "\tjavascript:alert(1)",
  "java\nscript:alert(1)",
  "//evil.example",
  "//evil.example/{x}",
  "/\\evil.example",
  "/\t/evil.example",
  "\\\\evil.example",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "http://insecure.example",
  "{booking}",
  "contact",
  "",
];

test("refused hrefs render their words in a <span>, with no <a> and no href", () => {
  for (const href of REFUSED) {
    assert.is(linkKind(href), undefined, JSON.stringify(href));
    assert.is(render(href), '<span class="button">Go</span>', JSON.stringify(href));
  }
});

test("https opens a new tab with noopener; site paths, anchors and mailto: stay plain links", () => {
  assert.is(
    render("https://ok.example"),
    '<a href="https://ok.example" target="_blank" rel="noopener noreferrer" class="button">Go<span class="visually-hidden"> (opens in a new tab)</span></a>',
  );
  assert.is(render("HTTPS://ok.example/page"), '<a href="HTTPS://ok.example/page" target="_blank" rel="noopener noreferrer" class="button">Go<span class="visually-hidden"> (opens in a new tab)</span></a>');
  assert.is(render("/contact"), '<a href="/contact" class="button">Go</a>');
  assert.is(render("/"), '<a href="/" class="button">Go</a>');
  assert.is(render("#faq"), '<a href="#faq" class="button">Go</a>');
  assert.is(render("mailto:hello@talent-bridge.test?subject=Hi"), '<a href="mailto:hello@talent-bridge.test?subject=Hi" class="button">Go</a>');
});

test("linkKind names each allowed kind", () => {
  assert.is(linkKind("/for-oman#faq"), "internal");
  assert.is(linkKind("#services"), "anchor");
  assert.is(linkKind("https://example.com/book"), "external");
  assert.is(linkKind("mailto:hello@example.com"), "mailto");
});

test("which paths the app shows itself, and the data file it fetches for each; any other path loads as a new document", () => {
  const languages = [{ code: "en" }, { code: "de" }, { code: "ar" }] as SiteData["languages"];
  const english = { language: "en", languages };
  const german = { language: "de", languages };
  const cases: [typeof english, string, string | undefined][] = [
    [english, "/", "/data/index.page.json"],
    [english, "/contact", "/data/contact.json"],
    [english, "/contact/", "/data/contact.json"],
    [english, "/contact#form", "/data/contact.json"],
    [english, "/contact?ref=mail#form", "/data/contact.json"],
    [english, "/deals", "/data/deals.json"],
    [english, "/de", undefined],
    [english, "/de/contact", undefined],
    [english, "/go/for-kuwait/cta/2", undefined],
    [english, "/files/brochure.pdf", undefined],
    [english, "#form", undefined],
    [english, "https://example.com/", undefined],
    [english, "//example.com/contact", undefined],
    [german, "/de", "/data/de/index.page.json"],
    [german, "/de/", "/data/de/index.page.json"],
    [german, "/de/contact", "/data/de/contact.json"],
    [german, "/contact", undefined],
    [german, "/ar/contact", undefined],
  ];
  assert.equal(cases.map(([site, href]) => [site.language, href, appDataUrl(site, href)]), cases.map(([site, href, url]) => [site.language, href, url]));
});

test.run();
