// hero: the page's opening band with its one h1, a lead paragraph, buttons and optional trust points.
import { css } from "@emotion/react";
import { Actions } from "../ui/action";
import { container } from "../ui/band";
import { HeroArt } from "../ui/hero-art";
import { Icon } from "../ui/icon";
import { color, font, layout, mq } from "../ui/theme";
import { defineSection, type SectionExample, type SectionProps } from "./define";
import { actions, heading, paragraph, section, stringList, text } from "./parts";

export const schema = section("hero", "The opening band of a page. Holds the page's only main heading.", {
  eyebrow: text("Short line above the heading, such as the country or audience.", 80),
  title: heading("The page's main heading (h1)."),
  lead: paragraph("One or two sentences under the heading."),
  actions,
  points: stringList("Short trust points shown with a tick under the buttons (three work best).", 4),
  stats: {
    type: "array",
    minItems: 1,
    maxItems: 4,
    description: "Headline figures shown in the hero.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["value", "label"],
      properties: { value: text("The figure, such as 70% or 24h.", 12), label: text("What the figure means.", 60) },
    },
  },
}, ["title", "lead"]);

const hero = css`position: relative; overflow: hidden; color: ${color.onNavy};
  background: radial-gradient(1200px 500px at 85% -10%, rgba(246,185,59,.22), transparent 60%),
    linear-gradient(135deg, ${color.navy} 0%, ${color.navySoft} 100%);
  padding: clamp(3.5rem, 8vw, 6.5rem) 0 clamp(3rem, 7vw, 5.5rem);`;
const top = css`display: flex; align-items: center; justify-content: space-between; gap: 3rem;`;
const inner = css`max-width: ${layout.narrow};
  h1 { font-size: ${font.h1}; margin-bottom: 1rem; }
  p { font-size: ${font.lead}; color: ${color.onNavyMuted}; max-width: 40em; }`;
const eyebrowStyle = css`display: inline-block; padding: .3rem .8rem; border-radius: 999px; margin-bottom: 1.25rem;
  background: rgba(255,255,255,.1); border: 1px solid rgba(255,255,255,.2); font-size: .85rem; font-weight: 600;`;
const pointList = css`list-style: none; padding: 0; margin: 1.75rem 0 0; display: grid; gap: .5rem;
  ${mq.sm} { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; }
  li { display: flex; align-items: center; gap: .5rem; font-weight: 500; }
  svg { color: ${color.accent}; flex: none; }`;
const statRow = css`display: grid; grid-template-columns: repeat(2, 1fr); gap: 1rem; margin: 2.5rem 0 0; padding: 0;
  ${mq.md} { grid-template-columns: repeat(4, 1fr); }
  div { display: flex; flex-direction: column-reverse; justify-content: flex-end; border-inline-start: 3px solid ${color.accent}; padding-inline-start: .9rem; }
  dt { font-size: .9rem; color: ${color.onNavyMuted}; }
  dd { margin: 0; font-size: clamp(1.3rem, 1rem + 1.2vw, 1.75rem); font-weight: 800; line-height: 1.2; }`;

type Props = SectionProps<typeof schema>;

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "hero",
  eyebrow: "Filipino professionals for the Gulf, Europe and Asia",
  title: "Hire Vetted Filipino Professionals, Onsite or Remote",
  lead: "Bring skilled Filipino workers to your workplace through licensed Philippine recruitment agencies, or build a dedicated remote team in the Philippines. One consultation, one point of contact, and no charge to employers for consultation and matching.",
  actions: [
    {
      label: "Hire Local Talent",
      href: "/contact",
    },
    {
      label: "Build Remote Team",
      href: "/contact",
      style: "secondary",
    },
  ],
  points: [
    "Licensed Philippine recruitment agency partners",
    "Free consultation and matching for employers",
    "A reply within 24 hours",
  ],
  stats: [
    {
      value: "Up to 70%",
      label: "Cost savings",
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
  ],
};

export const heroSection = defineSection(schema, function Hero({ id, eyebrow, title, lead, actions, points, stats }: Props) {
  return (
    <section id={id} css={hero}>
      <div css={container}>
        <div css={top}>
          <div css={inner}>
            {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
            <h1>{title}</h1>
            <p>{lead}</p>
            <Actions items={actions} onDark />
            {points && (
              <ul css={pointList}>
                {points.map((point) => (
                  <li key={point}><Icon name="check" size={20} />{point}</li>
                ))}
              </ul>
            )}
          </div>
          <HeroArt />
        </div>
        {stats && (
          <dl css={statRow}>
            {stats.map((stat) => (
              <div key={stat.label}><dt>{stat.label}</dt><dd>{stat.value}</dd></div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}, {
  ownBand: true,
  mainHeading: true,
  summary: ({ eyebrow, title }) => ({ title, ...(eyebrow ? { eyebrow } : {}) }),
  example: process.env.SECTION_EXAMPLES === "off" ? undefined : example,
});
