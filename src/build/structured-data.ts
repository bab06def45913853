// JSON-LD for a page: the organisation, the breadcrumb trail, and FAQPage when the page has questions.
import { canonicalUrl } from "../seo";
import type { SiteSpec, PageSpec } from "./model";

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
  const questions = page.sections.flatMap((section) => (section.type === "faq" ? section.items : []));
  const faq = questions.length
    ? [{
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: questions.map((q) => ({ "@type": "Question", name: q.question, acceptedAnswer: { "@type": "Answer", text: q.answer } })),
      }]
    : [];
  return [organization, breadcrumbs, ...faq];
}
