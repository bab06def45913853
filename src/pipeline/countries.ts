// The countries: list of site.yaml, read where the site uses it: the footer column made from it, the links on pages.
import type { SiteData } from "../core/site-data";
import type { SiteSpec } from "../schema/site";

type Footer = SiteSpec["footer"];

/** The footer as the site shows it: a column with from: countries gets a link to each country, in order. */
export function expandFooter(footer: Footer, countries: SiteSpec["countries"]): SiteData["footer"] {
  return {
    ...footer,
    groups: footer.groups.map(({ key, links, from }) => ({
      key,
      links: from === "countries" ? (countries ?? []).map((country) => ({ text: country.name, href: country.path })) : (links ?? []),
    })),
  };
}

/** The country paths a list of hrefs links to (a path with an #anchor counts as its page). */
export const linkedCountries = (hrefs: string[], countries: NonNullable<SiteSpec["countries"]>) => {
  const paths = new Set(hrefs.map((href) => href.split("#")[0]));
  return countries.filter((country) => paths.has(country.path));
};
