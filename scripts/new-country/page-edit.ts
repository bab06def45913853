// Adds the new country to every list of countries on the pages (the home page's tiles, the employers' geography) and
// their translations: a new entry after the list's last country, shaped like it, with [FILL IN: …] for the words.
import { isMap, parseDocument, type Node } from "yaml";
import { linkedCountries } from "../../src/pipeline/countries";
import { eachHref } from "../../src/pipeline/check/links";
import type { Project } from "../../src/pipeline/model";
import { readProjectText } from "../../src/pipeline/files/project-files";
import { seqEntry, type Country } from "./site-edit";

/** The new entry: the previous country's entry with its name, link and own words replaced. */
function entryLike(previous: Record<string, unknown>, previousName: string, country: Country): Record<string, string> {
  const entry: Record<string, string> = {};
  for (const [key, value] of Object.entries(previous)) {
    if (typeof value !== "string") continue;
    if (key === "href") entry[key] = country.path;
    else if (value === previousName) entry[key] = country.name;
    else if (key === "icon") entry[key] = value;
    else entry[key] = `[FILL IN: one sentence on what employers in ${country.name} can hire]`;
  }
  return entry;
}

/** The translation's new entry: each word it writes marked [FILL IN: …] in that language, like the English page's. */
function translatedEntry(previous: Record<string, unknown>, country: Country, language: string): Record<string, string> {
  const entry: Record<string, string> = {};
  for (const [key, value] of Object.entries(previous)) {
    if (typeof value === "string") entry[key] = key === "title" ? `[FILL IN: ${country.name} in ${language}]` : `[FILL IN: one sentence on what employers in ${country.name} can hire, in ${language}]`;
  }
  return entry;
}

/** Inserts `entry` after the list item at `segments` of a document's text; the text as it was if there is none. */
function insertAfter(text: string, segments: (string | number)[], entry: (previous: Record<string, unknown>) => Record<string, string>): string {
  const item = parseDocument(text).getIn(segments, true) as Node | undefined;
  if (!isMap(item) || !item.range) return text;
  const { at, text: lines } = seqEntry(text, item, entry(item.toJSON() as Record<string, unknown>));
  return text.slice(0, at) + lines + text.slice(at);
}

/**
 * The pages' new texts (file name → text), for the caller to check and write; nothing is written here. A page's
 * translations (pages/CODE/NAME.yaml) get the entry at the same place, so they stay complete and published, with
 * [FILL IN: …] for their translator as the English page has for its editor.
 */
export function addCountryToLists(project: Project, country: Country): Map<string, string> {
  const countries = project.site?.data.countries ?? [];
  const languages = new Map((project.site?.data.settings.languages ?? []).map((language) => [language.code, language.name]));
  const changed = new Map<string, string>();
  for (const page of project.pages) {
    if (page.name === country.page) continue;
    const translations = project.translations.filter((translation) => translation.name === page.name);
    const texts = new Map([[page.file.name, readProjectText(project.root, page.file.name)], ...translations.map((t) => [t.file.name, readProjectText(project.root, t.file.name)] as const)]);
    const originals = new Map(texts);
    // From the last section up, so the offsets of the sections above stay valid.
    for (let s = page.data.sections.length - 1; s >= 0; s--) {
      const hrefs: { href: string; segments: (string | number)[] }[] = [];
      eachHref(page.data.sections[s], (href, segments) => hrefs.push({ href, segments }));
      const linked = linkedCountries(hrefs.map((entry) => entry.href), countries);
      if (linked.length < 2) continue;
      const last = [...hrefs].reverse().find((entry) => linked.some((c) => c.path === entry.href.split("#")[0]))!;
      const previousName = linked.find((c) => c.path === last.href.split("#")[0])!.name;
      const segments = ["sections", s, ...last.segments.slice(0, -1)];
      texts.set(page.file.name, insertAfter(texts.get(page.file.name)!, segments, (previous) => entryLike(previous, previousName, country)));
      for (const translation of translations) {
        const language = languages.get(translation.language) ?? translation.language;
        texts.set(translation.file.name, insertAfter(texts.get(translation.file.name)!, segments, (previous) => translatedEntry(previous, country, language)));
      }
    }
    for (const [file, text] of texts) if (text !== originals.get(file)) changed.set(file, text);
  }
  return changed;
}
