// The countries: list against the rest of the site: each has a route, the footer can be made from it, and every
// list of countries on a page (a section linking to two or more of them) links to all of them.
import { linkedCountries } from "../countries";
import { locate as locateIn, reportAt } from "../load/locate";
import type { Loaded, LoadedPage, SiteSpec } from "../model";
import { eachHref } from "./links";

export function checkCountries(site: Loaded<SiteSpec>, production: boolean) {
  const { data, file } = site;
  // The document is asked for only to report: a site.yaml loaded from the cache is not parsed again for nothing.
  const locate = (segments: (string | number)[]) => locateIn(site.doc, segments);
  const countries = data.countries ?? [];
  const routes = new Set(data.routes.map((route) => route.path));
  countries.forEach((country, i) => {
    const first = countries.findIndex((other) => other.code === country.code);
    if (country.code && first < i) reportAt(file, locate(["countries", i, "code"]).value, `${country.code} is also the code of ${countries[first].name}`, "each country has its own code (ISO 3166-1): correct one of them");
    // The scaffold may leave it out (a made-up country in the guide); search engines get the country's name without it.
    if (!country.code && production) reportAt(file, locate(["countries", i]).value, `${country.name} has no country code`, `add code: with its two letters from ISO 3166-1 (NZ for New Zealand), e.g. { name: ${country.name}, path: ${country.path}, code: NZ }`);
    if (!routes.has(country.path)) {
      const page = country.path.replace(/^\/+/, "") || "home";
      reportAt(file, locate(["countries", i, "path"]).value, `the page of ${country.name} (${country.path}) is not a route`, `add - { path: ${country.path}, page: ${page} } under routes:, or correct the path`);
    }
  });
  data.footer.groups.forEach((group, g) => {
    if (group.from && group.links) reportAt(file, locate(["footer", "groups", g, "from"]).key, "a footer column has both links: and from:", "keep one: from: countries makes the links from the countries: list");
    else if (!group.from && !group.links) reportAt(file, locate(["footer", "groups", g]).value, "a footer column has neither links: nor from:", "add links: (a list of links) or from: countries");
    else if (group.from === "countries" && !data.countries) reportAt(file, locate(["footer", "groups", g, "from"]).value, "from: countries, but site.yaml has no countries: list", "add countries: with a name and path for each country page");
  });
}

/** A page's lists of countries against site.yaml's countries:, reported in the page (so run with its own checks). */
export function checkCountryLists(site: Loaded<SiteSpec>, page: LoadedPage) {
  const countries = site.data.countries ?? [];
  if (countries.length < 2) return;
  page.data.sections.forEach((section, s) => {
    const hrefs: { href: string; segments: (string | number)[] }[] = [];
    eachHref(section, (href, segments) => hrefs.push({ href, segments }));
    const linked = linkedCountries(hrefs.map((entry) => entry.href), countries);
    if (linked.length < 2) return;
    // At the list that holds the first country link: `items:` of the tiles.
    const first = hrefs.find((entry) => linked.some((country) => entry.href.split("#")[0] === country.path))!;
    // Located only to report: a page loaded from the cache is not parsed again for nothing.
    const unlinked = countries.filter((country) => !linked.includes(country));
    if (!unlinked.length) return;
    const list = locateIn(page.doc, ["sections", s, ...first.segments.slice(0, -2)]);
    for (const country of unlinked) {
      reportAt(page.file, list.key ?? list.value, `this list of countries has no link to ${country.name} (${country.path})`, `add an entry for ${country.name} linking to ${country.path}, like the others (each country in site.yaml's countries: belongs in every list of countries)`);
    }
  });
}
