// Renders one page's sections in order, alternating band colours, each by its registered component.
import type { ComponentType } from "react";
import { sectionByType, type SectionData } from "./sections";
import type { Frame } from "./sections/define";

export function PageSections({ sections }: { sections: SectionData[] }) {
  let banded = 0;
  return (
    <>
      {sections.map((data, index) => {
        const def = sectionByType.get(data.type);
        if (!def) return null;
        // The registry maps each type to the component made for that type's data, so this cast is exact.
        const Component = def.Component as ComponentType<SectionData & Frame>;
        const tone = data.type === "hero" || data.type === "cta" ? "plain" : banded++ % 2 === 0 ? "plain" : "alt";
        return <Component key={data.id ?? `${data.type}-${index}`} {...data} tone={tone} />;
      })}
    </>
  );
}
