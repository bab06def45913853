// benefits: a grid of cards, each an icon, a short title and a sentence (reasons, values, capabilities, country tiles).
import { css } from "@emotion/react";
import { Band, card, cardRows, iconBadge, plainList } from "../ui/band";
import { Icon } from "../ui/icon";
import { color } from "../ui/theme";
import { defineSection, type SectionExample, type SectionProps } from "./define";
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

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "benefits",
  eyebrow: "Where we hire for",
  title: "Where We Hire For",
  intro: "We support employers across the Gulf, Europe and Asia. Choose your country to see local hiring options, timelines and answers to common questions.",
  items: [
    {
      icon: "globe",
      title: "Saudi Arabia",
      text: "Onsite workers for major projects and remote services for growing businesses in the Kingdom.",
      href: "/for-saudi-arabia",
    },
    {
      icon: "globe",
      title: "UAE",
      text: "Hospitality, construction, retail and healthcare staff, plus remote teams for companies across the Emirates.",
      href: "/for-uae",
    },
    {
      icon: "globe",
      title: "Qatar",
      text: "Skilled workers for construction, oil and gas, hospitality and healthcare, with remote support on the side.",
      href: "/for-qatar",
    },
    {
      icon: "globe",
      title: "Kuwait",
      text: "Onsite hiring for construction, logistics, hospitality and healthcare, and remote teams for back-office work.",
      href: "/for-kuwait",
    },
    {
      icon: "globe",
      title: "Oman",
      text: "Legal onsite hiring through licensed agencies and cost-effective remote professionals for Omani employers.",
      href: "/for-oman",
    },
    {
      icon: "globe",
      title: "Bahrain",
      text: "Workers for construction, hospitality, healthcare and security, and remote staff for support and finance.",
      href: "/for-bahrain",
    },
    {
      icon: "globe",
      title: "Germany",
      text: "Developers, IT specialists, healthcare workers and skilled trades for German employers.",
      href: "/for-germany",
    },
    {
      icon: "globe",
      title: "Singapore",
      text: "Virtual assistants, software developers, healthcare workers and hospitality staff for Singapore businesses.",
      href: "/for-singapore",
    },
    {
      icon: "globe",
      title: "Hong Kong",
      text: "Remote teams and onsite hires through licensed agencies for companies in Hong Kong.",
      href: "/for-hong-kong",
    },
  ],
};

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
}, { example: process.env.SECTION_EXAMPLES === "off" ? undefined : example });
