// Adds the new country to every list of countries on the pages (the home page's tiles, the employers' geography): a
// new entry after the list's last country, shaped like it, with [FILL IN: …] for the words only the editor can write.
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

/** The pages' new texts (file name → text), for the caller to check and write; nothing is written here. */
export function addCountryToLists(project: Project, country: Country): Map<string, string> {
  const countries = project.site?.data.countries ?? [];
  const changed = new Map<string, string>();
  for (const page of project.pages) {
    if (page.name === country.page) continue;
    const original = readProjectText(project.root, page.file.name);
    let text = original;
    // From the last section up, so the offsets of the sections above stay valid.
    for (let s = page.data.sections.length - 1; s >= 0; s--) {
      const hrefs: { href: string; segments: (string | number)[] }[] = [];
      eachHref(page.data.sections[s], (href, segments) => hrefs.push({ href, segments }));
      const linked = linkedCountries(hrefs.map((entry) => entry.href), countries);
      if (linked.length < 2) continue;
      const last = [...hrefs].reverse().find((entry) => linked.some((c) => c.path === entry.href.split("#")[0]))!;
      const doc = parseDocument(text);
      const item = doc.getIn(["sections", s, ...last.segments.slice(0, -1)], true) as Node | undefined;
      if (!isMap(item) || !item.range) continue;
      const previous = item.toJSON() as Record<string, unknown>;
      const previousName = linked.find((c) => c.path === last.href.split("#")[0])!.name;
      const { at, text: lines } = seqEntry(text, item, entryLike(previous, previousName, country));
      text = text.slice(0, at) + lines + text.slice(at);
    }
    if (text !== original) changed.set(page.file.name, text);
  }
  return changed;
}
