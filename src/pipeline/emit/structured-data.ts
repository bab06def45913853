// JSON-LD for a page: the organisation, the breadcrumb trail, then what its sections add (FAQPage for questions).
import { sectionByType, sectionDefs } from "../../sections";
import { canonicalUrl } from "../../app/head";
import type { SiteSpec, PageSpec } from "../model";

export function structuredData(settings: SiteSpec["settings"], path: string, page: PageSpec): object[] {
  const org = settings.organization;
  const organization = {
    "@context": "https://schema.org",
    "@type": org.type,
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
  };
  const trail = [{ name: "Home", url: canonicalUrl(settings.baseUrl, "/") }];
  if (path !== "/") trail.push({ name: page.meta.breadcrumb ?? page.meta.title.split(" | ")[0], url: canonicalUrl(settings.baseUrl, path) });
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: step.url })),
  };
  // Then what each section type adds (faq: FAQPage), in the registry's order.
  const contributed = sectionDefs.flatMap(({ type }) => {
    const { structuredData } = sectionByType.get(type)!;
    const sections = page.sections.filter((section) => section.type === type);
    const data = structuredData && sections.length ? structuredData(sections) : undefined;
    return data ? [data] : [];
  });
  return [organization, breadcrumbs, ...contributed];
}
