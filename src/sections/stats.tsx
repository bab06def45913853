// stats: headline figures (savings, response time, ratings), each a big value and what it means.
import { css } from "@emotion/react";
import { Band, cardRows, plainList } from "../ui/band";
import { color } from "../ui/theme";
import { defineSection, type SectionProps } from "./define";
import { bandHeading, section, text } from "./parts";

export const schema = section("stats", "Headline figures, each a value and what it means.", {
  ...bandHeading,
  items: {
    type: "array",
    minItems: 1,
    maxItems: 8,
    description: "The figures, in order.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["value", "label"],
      properties: {
        value: text("The figure, such as 70% or 4.9/5.", 12),
        label: text("What it measures.", 80),
      },
    },
  },
}, ["title", "items"]);

type Props = SectionProps<typeof schema>;

const list = css`
  li { text-align: center; padding: 1.5rem 1rem; border-radius: 16px; background: ${color.page}; border: 1px solid ${color.line}; }
  strong { display: block; font-size: clamp(2rem, 1.6rem + 1.5vw, 2.6rem); font-weight: 800; color: ${color.primary}; line-height: 1.1; }
  span { color: ${color.muted}; font-weight: 550; }`;

export const statsSection = defineSection(schema, function Stats(props: Props) {
  const { items } = props;
  return (
    <Band of={props}>
      <ul css={[plainList, cardRows(items.length), list]}>
        {items.map((item) => (
          <li key={item.label}><strong>{item.value}</strong><span>{item.label}</span></li>
        ))}
      </ul>
    </Band>
  );
});
