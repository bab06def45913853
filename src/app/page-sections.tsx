// Renders one page's sections in order, each by its registered component, alternating band colours between them.
import { sectionByType } from "../sections";
import type { SectionData } from "../sections";

export function PageSections({ sections }: { sections: SectionData[] }) {
  let banded = 0;
  return (
    <>
      {sections.map((data, index) => {
        const def = sectionByType.get(data.type);
        if (!def) return null;
        const tone = def.ownBand ? "plain" : banded++ % 2 === 0 ? "plain" : "alt";
        return <def.Component key={data.id ?? `${data.type}-${index}`} {...data} tone={tone} />;
      })}
    </>
  );
}
