// The names editors give calls to action (a link's cta:): unique in their section, and none of the names the engine
// gives its own links there (email, booking), so every data-cta on a page stays unique and `npm run leads` counts right.
import type { Document } from "yaml";
import { locate, reportAt } from "../load/locate";
import type { SourceFile } from "../load/source";

/** The names the layout gives links of its own in a place (contact section's e-mail and booking, the header's button). */
export const RESERVED_CTA_NAMES = ["email", "booking", "action"];

type Segments = (string | number)[];

/** Every button of a section that names itself, with where its name is. */
function namedLinks(value: unknown, segments: Segments, found: { name: string; segments: Segments }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => namedLinks(item, [...segments, index], found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.label === "string" && typeof record.href === "string" && typeof record.cta === "string") found.push({ name: record.cta, segments: [...segments, "cta"] });
    for (const [key, child] of Object.entries(record)) namedLinks(child, [...segments, key], found);
  }
  return found;
}

/** `doc` is asked for only to report: a page loaded from the cache is not parsed again for nothing. */
export function checkCtaNames(sections: readonly unknown[], doc: () => Document.Parsed, file: SourceFile) {
  const at = (segments: Segments) => locate(doc(), segments).value;
  sections.forEach((section, index) => {
    const seen = new Map<string, Segments>();
    for (const { name, segments } of namedLinks(section, ["sections", index])) {
      if (RESERVED_CTA_NAMES.includes(name)) reportAt(file, at(segments), `cta "${name}" is a name the page gives its own links`, `choose another, e.g. ${name}-button (reserved: ${RESERVED_CTA_NAMES.join(", ")})`);
      else if (seen.has(name)) reportAt(file, at(segments), `cta "${name}" is used twice in this section`, `it is also the cta on line ${file.position(at(seen.get(name)!)?.range?.[0] ?? 0).line}; clicks are counted by name, so give each button its own`);
      else seen.set(name, segments);
    }
  });
}
