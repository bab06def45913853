// benefits: a grid of cards, each an icon, a short title and a sentence (reasons, values, capabilities, country tiles).
import { css } from "@emotion/react";
import { Band, card, cardRows, iconBadge, plainList } from "../ui/band";
import { Icon } from "../ui/icon";
import { color } from "../ui/theme";
import { defineSection, type SectionProps } from "./define";
import { bandHeading, href, icon, paragraph, section, text } from "./parts";
import { SmartLink } from "../ui/smart-link";

export const schema = section("benefits", "A grid of cards: reasons, benefits, values or capabilities.", {
  ...bandHeading,
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
        href: { ...href, description: "Optional: makes the card a link (for example a country tile to /for-kuwait)." },
      },
    },
  },
}, ["title", "items"]);

type Props = SectionProps<typeof schema>;

// The whole card is clickable through the title link's stretched ::after; the link text stays the title.
const cardLink = css`color: inherit; text-decoration: none; &::after { content: ""; position: absolute; inset: 0; border-radius: 16px; }
  &:hover { color: ${color.primary}; text-decoration: underline; }`;

export const benefitsSection = defineSection(schema, function Benefits(props: Props) {
  const { items } = props;
  return (
    <Band of={props}>
      <ul role="list" css={[cardRows(items.length), plainList]}>
        {items.map((item) => (
          <li key={item.title} css={[card, item.href && css`position: relative; &:hover { border-color: ${color.primary}; }`]}>
            {item.icon && <span css={iconBadge}><Icon name={item.icon} /></span>}
            <h3>{item.href ? <SmartLink href={item.href} css={cardLink}>{item.title}</SmartLink> : item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
});
