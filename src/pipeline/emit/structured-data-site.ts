// The JSON-LD nodes every page shares: the organisation (its contact point and the markets it serves) and the WebSite.
import type { Country, EmploymentAgency, Organization, WebSite, WithContext } from "schema-dts";
import { canonicalUrl } from "../../app/head";
import { countryName } from "../../schema/iso-countries";
import type { SiteSpec } from "../model";

export const CONTEXT = "https://schema.org";

/** A market: a country page's ISO 3166-1 alpha-2 code (meta.country). */
export interface Market {
  code: string;
}

/** Stable node ids, so pages refer to one organisation and one website instead of repeating them. */
export const ids = (baseUrl: string) => ({
  organization: `${canonicalUrl(baseUrl, "/")}#organization`,
  website: `${canonicalUrl(baseUrl, "/")}#website`,
});

/** A country as schema.org has it, named in English by the package that keeps the ISO list, with its code as identifier. */
export const country = (code: string): Country => ({ "@type": "Country", name: countryName(code), identifier: code });

export function organization(settings: SiteSpec["settings"], markets: readonly Market[]): WithContext<Organization | EmploymentAgency> {
  const org = settings.organization;
  const areaServed = markets.map((market) => country(market.code));
  return {
    "@context": CONTEXT,
    "@type": org.type,
    "@id": ids(settings.baseUrl).organization,
    name: settings.brand,
    ...(org.legalName ? { legalName: org.legalName } : {}),
    url: canonicalUrl(settings.baseUrl, "/"),
    email: settings.email,
    ...(org.logo ? { logo: settings.baseUrl + org.logo } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: org.locality,
      ...(org.region ? { addressRegion: org.region } : {}),
      addressCountry: org.country,
    },
    ...(areaServed.length ? { areaServed } : {}),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: settings.email,
      availableLanguage: settings.languages,
      ...(areaServed.length ? { areaServed } : {}),
    },
  };
}

export function website(settings: SiteSpec["settings"]): WithContext<WebSite> {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": ids(settings.baseUrl).website,
    url: canonicalUrl(settings.baseUrl, "/"),
    name: settings.brand,
    inLanguage: settings.languages[0],
    publisher: { "@id": ids(settings.baseUrl).organization },
  };
}
