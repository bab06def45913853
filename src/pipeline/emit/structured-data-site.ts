// The JSON-LD nodes every page shares: the organisation (its contact point and the markets it serves) and the WebSite.
import type { Country as SchemaCountry, EmploymentAgency, Organization, WebSite, WithContext } from "schema-dts";
import type { Country } from "../../schema/site";
import { canonicalUrl } from "../../app/head";
import { countryName } from "../../schema/iso-countries";
import type { SiteSpec } from "../model";

export const CONTEXT = "https://schema.org";

/** A market: a country of site.yaml's countries: list, with its ISO 3166-1 alpha-2 code when it has one. */
export type Market = Country;

/** Stable node ids, so pages refer to one organisation and one website instead of repeating them. */
export const ids = (baseUrl: string) => ({
  organization: `${canonicalUrl(baseUrl, "/")}#organization`,
  website: `${canonicalUrl(baseUrl, "/")}#website`,
});

/**
 * A country as schema.org has it: with an ISO code, named in English by the package that keeps the ISO list and
 * identified by its code; without one (a market the list does not know), by the name site.yaml gives it.
 */
export const country = ({ name, code }: Market): SchemaCountry =>
  code ? { "@type": "Country", name: countryName(code), identifier: code } : { "@type": "Country", name };

export function organization(settings: SiteSpec["settings"], markets: readonly Market[]): WithContext<Organization | EmploymentAgency> {
  const org = settings.organization;
  const areaServed = markets.map(country);
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
      availableLanguage: settings.languages.map((language) => language.code),
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
    inLanguage: settings.languages.map((language) => language.code),
    publisher: { "@id": ids(settings.baseUrl).organization },
  };
}
