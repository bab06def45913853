// The Puck config, generated from the section registry: each type's fields from its schema, its render its component.
import type { ComponentConfig, Config } from "@puckeditor/core";
import { createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";
import { metaSchema } from "../schema/meta";
import { sectionByType, sectionDefs } from "../sections";
import type { Tone } from "../ui/band";
import { fill } from "../pipeline/placeholders";
import { ADVICE, fieldsFor } from "./fields";
import { sectionOf, sectionPropsOf } from "./page-data";
import { ANCHOR, minimal, type Schema } from "./schema-walk";
import { sectionWords } from "./words";

const usePuck = createUsePuck();

/** The band colour each section gets on the page, computed as PageSections does, from the page as it is now. */
function useTone(id: string): Tone {
  return usePuck((state) => {
    let banded = 0;
    for (const item of state.appState.data.content) {
      const own = sectionByType.get(item.type)?.ownBand ?? false;
      const tone: Tone = own ? "plain" : banded++ % 2 === 0 ? "plain" : "alt";
      if (item.props.id === id) return tone;
    }
    return "plain";
  });
}

function Section({ type, props, placeholders }: { type: string; props: Record<string, unknown>; placeholders: Record<string, string> }) {
  const def = sectionByType.get(type)!;
  const tone = useTone(String(props.id));
  const data = fill(sectionOf(type, props), placeholders);
  return <def.Component {...data} tone={tone} />;
}

/** A new section starts as the catalogue's example when its type has one, else the least its schema accepts. */
function startingData(def: (typeof sectionDefs)[number]): Record<string, unknown> {
  const example = (def as { example?: unknown }).example;
  return (example ?? minimal(def.schema as Schema)) as Record<string, unknown>;
}

export function buildConfig(placeholders: Record<string, string>, root: (children: ReactNode) => ReactNode): Config {
  const components: Record<string, ComponentConfig> = {};
  for (const def of sectionDefs) {
    const schema = def.schema as Schema;
    const start = startingData(def);
    const { type: _type, id: _id, ...rest } = start;
    components[def.type] = {
      label: sectionWords(def.type),
      fields: fieldsFor(schema, [], { id: ANCHOR }),
      defaultProps: sectionPropsOf(schema, rest),
      render: ({ puck: _puck, ...props }) => <Section type={def.type} props={props} placeholders={placeholders} />,
    };
  }
  return {
    components,
    categories: { sections: { title: "Sections", components: sectionDefs.map((def) => def.type) } },
    root: {
      fields: fieldsFor(metaSchema as Schema, [], {}, ADVICE),
      render: ({ children }: { children: ReactNode }) => <>{root(children)}</>,
    },
  };
}

