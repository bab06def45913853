// benefits: a grid of cards, each an icon, a short title and a sentence (reasons, values, capabilities).
import { Band, card, grid, iconBadge, plainList } from "../ui/band";
import { Icon } from "../ui/icon";
import { defineSection, type SectionProps } from "./define";
import { heading, icon, paragraph, section, text } from "./parts";

export const schema = section("benefits", "A grid of cards: reasons, benefits, values or capabilities.", {
  eyebrow: text("Short label above the heading.", 60),
  title: heading("The section heading (h2)."),
  intro: paragraph("A sentence under the heading."),
  items: {
    type: "array",
    minItems: 1,
    maxItems: 12,
    description: "The cards, in order.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["title", "text"],
      properties: {
        icon,
        title: text("The card's heading (h3).", 80),
        text: paragraph("The card's sentence."),
      },
    },
  },
}, ["title", "items"]);

type Props = SectionProps<typeof schema>;

export const benefitsSection = defineSection(schema, function Benefits({ id, eyebrow, title, intro, items, tone }: Props) {
  return (
    <Band id={id} tone={tone} title={title} intro={intro} eyebrow={eyebrow}>
      <ul role="list" css={[grid("260px"), plainList]}>
        {items.map((item) => (
          <li key={item.title} css={card}>
            {item.icon && <span css={iconBadge}><Icon name={item.icon} /></span>}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
});
