// options: two (or a few) side-by-side offers, such as onsite hiring and remote outsourcing, each with a button.
import { css } from "@emotion/react";
import { Action } from "../ui/action";
import { Band, card, cardRows, iconBadge, plainList } from "../ui/band";
import { Icon } from "../ui/icon";
import { color } from "../ui/theme";
import { defineSection, type SectionExample, type SectionProps } from "./define";
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

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "options",
  eyebrow: "Our services",
  title: "Two Ways to Hire Filipino Talent",
  intro: "Choose the model that fits the role, or combine both as your business grows.",
  items: [
    {
      id: "onsite-hiring",
      icon: "building",
      tag: "Onsite",
      title: "Onsite Hiring Through Licensed Agencies",
      text: "We connect you with licensed Philippine recruitment agencies that source, screen and deploy workers to your workplace abroad.",
      bullets: [
        "Agencies licensed by the Philippine overseas employment authority",
        "Candidate sourcing, screening and interviews arranged for you",
        "Paperwork and visa processing handled by the agency",
        "Consultation and matching free for employers; agencies charge their own fees",
      ],
      action: {
        label: "Hire Local Talent",
        href: "/contact",
      },
    },
    {
      id: "remote-outsourcing",
      icon: "laptop",
      tag: "Remote",
      title: "Remote Outsourcing From the Philippines",
      text: "Build a dedicated remote team of Filipino professionals who work your hours, use your tools and report to you.",
      bullets: [
        "Customer support, virtual assistance, development, design, marketing and more",
        "Up to 70% cost savings compared with local hires",
        "Remote hires typically start within 1-2 weeks",
        "Scale the team up as your workload grows",
      ],
      action: {
        label: "Build Remote Team",
        href: "/contact",
      },
    },
  ],
};

export const optionsSection = defineSection(schema, function Options(props: Props) {
  const { items } = props;
  return (
    <Band of={props}>
      <div css={cardRows(items.length)}>
        {items.map((item, index) => (
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
            {item.action && <Action {...item.action} cta={item.action.cta ?? String(index + 1)} />}
          </article>
        ))}
      </div>
    </Band>
  );
}, { example: process.env.SECTION_EXAMPLES === "off" ? undefined : example });
