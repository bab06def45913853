// What each published route shows, per language, as plain data: its sections and the site's parts every page carries.
import { lookup } from "../../src/core/i18n";
import type { Messages } from "../../src/core/i18n";
import type { NavLink, SiteSpec } from "../../src/schema/site";
import { publishedLanguages } from "../../src/pipeline/translate/published";
import type { Snapshot } from "./snapshot";

export interface Part {
  /** A section's id, else its type (a second of the same type is type-2), or one of the site's parts. */
  name: string;
  /** "section" for the page's own sections, else "page" (meta), "site" (header, footer, settings, words, country). */
  kind: "section" | "page" | "site";
  data: unknown;
}

export interface RouteView {
  route: string;
  language: string;
  parts: Part[];
  /** The interface words the header and footer show (their changes are reported there, not again under "words"). */
  shownWords: Set<string>;
}

/** A string naming a file in public/ carries that file's hash, so a replaced photo changes every field showing it. */
function withFiles(value: unknown, files: Map<string, string>): unknown {
  if (typeof value === "string") return files.has(value) ? `${value} (file ${files.get(value)})` : value;
  if (Array.isArray(value)) return value.map((item) => withFiles(item, files));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withFiles(child, files)]));
  return value;
}

/** A section naming a person (person: key) shows that person's card: their name, title and photo are its fields too. */
function withPeople(section: object, people: SiteSpec["people"]): object {
  const person = (section as { person?: unknown }).person;
  if (typeof person !== "string" || !people?.[person]) return section;
  return { ...section, person: { key: person, ...people[person] } };
}

export function sectionNames(sections: readonly { type: string; id?: string }[]): string[] {
  const seen = new Map<string, number>();
  return sections.map((section) => {
    if (section.id) return section.id;
    const count = (seen.get(section.type) ?? 0) + 1;
    seen.set(section.type, count);
    return count === 1 ? section.type : `${section.type}-${count}`;
  });
}

function chrome(site: SiteSpec, messages: Messages, used: Set<string>): Part[] {
  const t = (key: string) => {
    used.add(key);
    return lookup(messages, key) ?? key;
  };
  const link = (item: NavLink) => ({ label: item.key ? t(item.key) : (item.text ?? item.href), href: item.href });
  const { brand, organization, ...settings } = site.settings;
  const header = { brand, logo: organization.logo, links: site.navigation.links.map(link), action: link(site.navigation.action) };
  const groups = site.footer.groups.map((group) => ({
    heading: t(group.key),
    links: group.from === "countries" ? (site.countries ?? []).map((country) => ({ label: country.name, href: country.path })) : (group.links ?? []).map(link),
  }));
  const footer = { about: site.footer.about, email: settings.email, groups };
  return [
    { name: "header", kind: "site", data: header },
    { name: "footer", kind: "site", data: footer },
    { name: "settings", kind: "site", data: { ...settings, organization } },
  ];
}

/** The interface words (public/locales), flattened to their keys. */
function words(messages: Messages, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else words(value, path, out);
  }
  return out;
}

export function routeViews(snapshot: Snapshot): RouteView[] {
  const views: RouteView[] = [];
  for (const published of publishedLanguages(snapshot.project)) {
    const used = new Set<string>();
    const site = chrome(published.site, published.messages, used);
    site.push({ name: "words", kind: "site", data: words(published.messages) });
    for (const page of published.pages.values()) {
      const country = published.site.countries?.find((entry) => entry.path === page.englishPath);
      const sections = page.data.sections as unknown as { type: string; id?: string }[];
      const names = sectionNames(sections);
      const parts: Part[] = [
        { name: "meta", kind: "page", data: page.data.meta },
        ...sections.map((section, index): Part => ({ name: names[index], kind: "section", data: withPeople(section, published.site.people) })),
        ...site,
        ...(country ? [{ name: "country", kind: "site" as const, data: country }] : []),
      ];
      views.push({ route: page.path, language: published.language.code, parts: parts.map((part) => ({ ...part, data: withFiles(part.data, snapshot.files) })), shownWords: used });
    }
  }
  return views;
}
