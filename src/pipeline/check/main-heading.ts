// Every page has exactly one section that holds its main heading (h1): search engines and screen readers look for it.
import type { Document } from "yaml";
import { sectionByType } from "../../sections";
import { locate, reportAt } from "../load/locate";
import type { SourceFile } from "../load/source";

/** The types that hold the h1, by the registry's flag: the engine names none itself. */
const headingTypes = () => [...sectionByType.values()].filter((def) => def.mainHeading).map((def) => def.type);

/** `doc` is asked for only to report. */
export function checkMainHeading(sections: readonly { type: string }[], doc: () => Document.Parsed, file: SourceFile) {
  const types = headingTypes();
  if (!types.length) return;
  const named = types.join(" or ");
  const holders = sections.map((section, index) => ({ section, index })).filter(({ section }) => sectionByType.get(section.type)?.mainHeading);
  if (holders.length === 0) {
    const where = locate(doc(), ["sections"]);
    reportAt(file, where.key ?? where.nearest, `the page has no ${named} section, so it has no main heading (h1)`,
      `add a ${named} section at the top: its title is the page's main heading, which search engines and screen readers look for`);
    return;
  }
  for (const { section, index } of holders.slice(1)) {
    reportAt(file, locate(doc(), ["sections", index, "type"]).value, `the page has a second ${section.type} section, so it would have two main headings (h1)`,
      `a page has one ${section.type} section: remove this one or choose another section type`);
  }
}
