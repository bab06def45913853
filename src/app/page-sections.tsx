// Renders one page's sections in order, each by its registered component, alternating band colours between them.
import { sectionByType } from "../sections";
import type { SectionData } from "../sections";
import { CtaPlaceContext } from "../ui/cta";

export function PageSections({ sections }: { sections: SectionData[] }) {
  let banded = 0;
  const seen = new Map<string, number>();
  return (
    <>
      {sections.map((data, index) => {
        const def = sectionByType.get(data.type);
        if (!def) return null;
        const tone = def.ownBand ? "plain" : banded++ % 2 === 0 ? "plain" : "alt";
        // Calls to action are named by their section: its anchor id, else its type (a second prose section: prose-2).
        const name = data.id ?? data.type;
        const count = (seen.get(name) ?? 0) + 1;
        seen.set(name, count);
        return (
          <CtaPlaceContext.Provider key={data.id ?? `${data.type}-${index}`} value={count > 1 ? `${name}-${count}` : name}>
            <def.Component {...data} tone={tone} />
          </CtaPlaceContext.Provider>
        );
      })}
    </>
  );
}
