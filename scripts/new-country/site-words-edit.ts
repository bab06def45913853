// A new country in each language's site words (pages/CODE/_site.yaml): its name in countries: and its consultant in
// people:, at the places site.yaml has them, marked [FILL IN: …], so every language stays complete and published.
import { isMap, isSeq, parseDocument } from "yaml";
import type { Project } from "../../src/pipeline/model";
import { readProjectText } from "../../src/pipeline/files/project-files";
import { SITE_WORDS } from "../../src/pipeline/translate/load";
import { keepFormat } from "../dev/editor/keep-format";
import type { Country } from "./site-edit";

/** `project`: loaded with the edited site.yaml, so the new country's place in countries: is known. */
export function addCountryToSiteWords(project: Project, country: Country): Map<string, string> {
  const changed = new Map<string, string>();
  const index = project.site?.data.countries?.findIndex((entry) => entry.path === country.path) ?? -1;
  const names = new Map((project.site?.data.settings.languages ?? []).map((language) => [language.code, language.name]));
  for (const translation of project.translations.filter((entry) => entry.name === SITE_WORDS)) {
    const language = names.get(translation.language) ?? translation.language;
    const original = readProjectText(project.root, translation.file.name);
    const doc = parseDocument(original);
    const before = doc.toString({ lineWidth: 0 });
    const countries = doc.get("countries", true);
    if (isSeq(countries) && index >= 0) countries.items.splice(index, 0, doc.createNode({ name: `[FILL IN: ${country.name} in ${language}]` }));
    const people = doc.get("people", true);
    if (isMap(people)) people.set(country.person, doc.createNode({ title: `[FILL IN: the job title of ${country.name}'s consultant, in ${language}]`, photoAlt: `[FILL IN: what the consultant's photo shows, in ${language}]` }));
    const after = doc.toString({ lineWidth: 0 });
    if (after !== before) changed.set(translation.file.name, keepFormat(original, before, after));
  }
  return changed;
}
