// stats: headline figures (savings, response time, ratings), each a big value and what it means.
import { css } from "@emotion/react";
import { Band, cardRows, plainList } from "../ui/band";
import { color } from "../ui/theme";
import { defineSection, type SectionExample, type SectionProps } from "./define";
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

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "stats",
  eyebrow: "By the numbers",
  title: "Results Employers Can Count On",
  items: [
    {
      value: "Up to 70%",
      label: "Cost savings with remote teams",
    },
    {
      value: "85%",
      label: "Faster hiring",
    },
    {
      value: "24 hours",
      label: "Response time",
    },
    {
      value: "4.9/5",
      label: "Client satisfaction",
    },
    {
      value: "7+",
      label: "Countries served",
    },
    {
      value: "5+",
      label: "Languages supported",
    },
  ],
};

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
}, { example: process.env.SECTION_EXAMPLES === "off" ? undefined : example });
