// options: two (or a few) side-by-side offers, such as onsite hiring and remote outsourcing, each with a button.
import { css } from "@emotion/react";
import { Action } from "../ui/action";
import { Band, card, cardRows, iconBadge, plainList } from "../ui/band";
import { Icon } from "../ui/icon";
import { color } from "../ui/theme";
import { defineSection, type SectionProps } from "./define";
import { anchorId, bandHeading, icon, link, paragraph, section, stringList, text } from "./parts";

export const schema = section("options", "Side-by-side offers (for example onsite hiring and remote outsourcing).", {
  ...bandHeading,
  items: {
    type: "array",
    minItems: 1,
    maxItems: 4,
    description: "The offers, in order.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["title", "text"],
      properties: {
        id: anchorId,
        icon,
        tag: text("A small label on the card, such as Most popular or Onsite.", 40),
        title: text("The offer's heading (h3).", 80),
        text: paragraph("What the offer is."),
        bullets: stringList("What is included, one line each.", 10),
        action: link,
      },
    },
  },
}, ["title", "items"]);

type Props = SectionProps<typeof schema>;

const option = css`${card}; display: flex; flex-direction: column; padding: 2rem; scroll-margin-top: 5rem;
  border-top: 4px solid ${color.primary};
  > p { margin-bottom: 1rem; }
  > a { margin-top: auto; align-self: flex-start; }`;
const tagStyle = css`align-self: flex-start; font-size: .75rem; font-weight: 700; letter-spacing: .05em; text-transform: uppercase;
  color: ${color.success}; background: #e3f5f2; border-radius: 999px; padding: .2rem .7rem; margin-bottom: .75rem;`;
const bulletList = css`${plainList}; display: grid; gap: .5rem; margin: 0 0 1.5rem;
  li { display: flex; gap: .6rem; align-items: flex-start; }
  svg { color: ${color.success}; flex: none; margin-top: .2rem; }`;

export const optionsSection = defineSection(schema, function Options(props: Props) {
  const { items } = props;
  return (
    <Band of={props}>
      <div css={cardRows(items.length)}>
        {items.map((item) => (
          <article key={item.title} id={item.id} css={option}>
            {item.icon && <span css={iconBadge}><Icon name={item.icon} /></span>}
            {item.tag && <span css={tagStyle}>{item.tag}</span>}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            {item.bullets && (
              <ul css={bulletList}>
                {item.bullets.map((bullet) => (
                  <li key={bullet}><Icon name="check" size={18} />{bullet}</li>
                ))}
              </ul>
            )}
            {item.action && <Action {...item.action} />}
          </article>
        ))}
      </div>
    </Band>
  );
});
