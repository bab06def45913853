// cta: the closing call to action on a dark band: heading, sentence, buttons.
import { css } from "@emotion/react";
import { Actions } from "../ui/action";
import { container } from "../ui/band";
import { color, font, layout } from "../ui/theme";
import { defineSection, type SectionExample, type SectionProps } from "./define";
import { actions, heading, paragraph, section } from "./parts";

export const schema = section("cta", "A closing call to action: heading, sentence and buttons on a dark band.", {
  title: heading("The call's heading (h2)."),
  text: paragraph("A sentence that says what happens next."),
  actions,
}, ["title", "actions"]);

type Props = SectionProps<typeof schema>;

const band = css`padding: clamp(3rem, 6vw, 4.5rem) 0; color: ${color.onNavy}; text-align: center;
  background: radial-gradient(800px 300px at 50% 120%, rgba(246,185,59,.25), transparent 70%),
    linear-gradient(135deg, ${color.navy}, ${color.navySoft});
  h2 { font-size: ${font.h2}; } p { color: ${color.onNavyMuted}; font-size: ${font.lead}; max-width: ${layout.narrow}; margin: 0 auto; }`;

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "cta",
  title: "Ready to Meet Your Next Hire?",
  text: "Book a free consultation and tell us what you need. We reply within 24 hours and match you with the right people, onsite or remote.",
  actions: [
    {
      label: "Book a Free Consultation",
      href: "{booking}",
    },
    {
      label: "Contact Us",
      href: "/contact",
      style: "secondary",
    },
  ],
};

export const ctaSection = defineSection(schema, function Cta({ id, title, text, actions }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} css={band} aria-labelledby={headingId}>
      <div css={container}>
        <h2 id={headingId}>{title}</h2>
        {text && <p>{text}</p>}
        <Actions items={actions} center onDark />
      </div>
    </section>
  );
}, { ownBand: true, example: process.env.SECTION_EXAMPLES === "off" ? undefined : example });
