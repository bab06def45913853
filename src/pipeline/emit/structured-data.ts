// JSON-LD for a page: the organisation and the WebSite, the WebPage inside it, its breadcrumb trail, the Service a
// country page offers, then what its sections add (FAQPage for questions).
import type { BreadcrumbList, Service, Thing, WebPage, WithContext } from "schema-dts";
import { canonicalUrl } from "../../app/head";
import { sectionByType, sectionDefs } from "../../sections";
import type { PageSpec, SiteSpec } from "../model";
import { CONTEXT, country, ids, organization, website, type Market } from "./structured-data-site";

export type { Market } from "./structured-data-site";

/** What a country page offers, in schema.org's words (serviceType is free text). */
const SERVICE_TYPE = "Recruitment of Filipino professionals";

/** `market`: the country of countries: whose page this is, if it is one. */
/** `language`: the page's language code and its home (its address and its name in the navigation). */
export function structuredData(settings: SiteSpec["settings"], path: string, page: PageSpec, markets: readonly Market[], market: Market | undefined, language: { code: string; home: string; homeName: string }): object[] {
  const url = canonicalUrl(settings.baseUrl, path);
  const { organization: orgId, website: siteId } = ids(settings.baseUrl);
  const name = page.meta.breadcrumb ?? page.meta.title.split(" | ")[0];
  const trail = [{ name: language.homeName, url: canonicalUrl(settings.baseUrl, language.home) }];
  if (path !== language.home) trail.push({ name, url });
  const breadcrumbs: WithContext<BreadcrumbList> = {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    "@id": `${url}#breadcrumb`,
    itemListElement: trail.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: step.url })),
  };
  const webPage: WithContext<WebPage> = {
    "@context": CONTEXT,
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: page.meta.title,
    description: page.meta.description,
    inLanguage: language.code,
    isPartOf: { "@id": siteId },
    breadcrumb: { "@id": breadcrumbs["@id"]! },
    ...(market ? { about: { "@id": `${url}#service` } } : {}),
  };
  const service: WithContext<Service>[] = market
    ? [{
        "@context": CONTEXT,
        "@type": "Service",
        "@id": `${url}#service`,
        serviceType: SERVICE_TYPE,
        name: `${SERVICE_TYPE}: ${name}`,
        description: page.meta.description,
        url,
        provider: { "@id": orgId },
        areaServed: country(market),
      }]
    : [];
  // Then what each section type adds (faq: FAQPage), in the registry's order.
  const contributed = sectionDefs.flatMap(({ type }) => {
    const { structuredData } = sectionByType.get(type)!;
    const sections = page.sections.filter((section) => section.type === type);
    const data = structuredData && sections.length ? structuredData(sections) : undefined;
    return data ? [data] : [];
  });
  const nodes: (WithContext<Thing> | object)[] = [organization(settings, markets), website(settings), webPage, breadcrumbs, ...service, ...contributed];
  return nodes;
}
