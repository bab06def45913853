// steps: the numbered hiring process (four steps on every page that shows it).
import { css } from "@emotion/react";
import { Actions } from "../ui/action";
import { Band, plainList } from "../ui/band";
import { color, mq } from "../ui/theme";
import { actions, bandHeading, paragraph, section, text } from "./parts";
import { defineSection, type SectionExample, type SectionProps } from "./define";
import { useT } from "../core/i18n";

export const schema = section("steps", "A numbered process, such as the four steps of hiring.", {
  ...bandHeading,
  items: {
    type: "array",
    minItems: 2,
    maxItems: 6,
    description: "The steps, in order; they are numbered for you.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["title", "text"],
      properties: { title: text("The step's name (h3).", 60), text: paragraph("What happens in this step.") },
    },
  },
  actions,
}, ["title", "items"]);

type Props = SectionProps<typeof schema>;

const list = css`${plainList}; counter-reset: step; display: grid; gap: 1.25rem;
  ${mq.sm} { grid-template-columns: repeat(2, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(4, 1fr); }
  li { position: relative; padding: 1.5rem; border-radius: 16px; background: ${color.page}; border: 1px solid ${color.line}; }
  li::before { counter-increment: step; content: counter(step); display: flex; align-items: center; justify-content: center;
    width: 44px; height: 44px; border-radius: 50%; background: ${color.primary}; color: #fff; font-weight: 800; font-size: 1.1rem; margin-bottom: 1rem; }
  h3 { font-size: 1.15rem; margin-bottom: .4rem; }
  p { color: ${color.muted}; margin: 0; }`;

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "steps",
  eyebrow: "How it works",
  title: "From First Call to First Day in Four Steps",
  intro: "The same clear process whether you need staff on site or a team working remotely from the Philippines.",
  items: [
    {
      title: "Share Your Needs",
      text: "Tell us about the roles, skills, experience, budget and timeline you have in mind, in a free consultation or by e-mail.",
    },
    {
      title: "Match and Connect",
      text: "We match your brief with licensed Philippine agencies for onsite roles or with vetted remote professionals, and introduce you to a shortlist.",
    },
    {
      title: "Interview and Select",
      text: "You interview the candidates who fit, ask the questions that matter to you and choose the people you want to hire.",
    },
    {
      title: "Onboard and Deploy",
      text: "Onsite hires are deployed with the agency handling paperwork and visa processing; remote hires are set up with tools and access and typically start within 1-2 weeks.",
    },
  ],
  actions: [
    {
      label: "Start With a Free Consultation",
      href: "/contact",
    },
  ],
};

export const stepsSection = defineSection(schema, function Steps(props: Props) {
  const { items, actions } = props;
  const t = useT();
  return (
    <Band of={props}>
      <ol css={list}>
        {items.map((item, index) => (
          <li key={item.title}>
            <h3><span className="visually-hidden">{`${t("global.step")} ${index + 1}: `}</span>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
      <Actions items={actions} center />
    </Band>
  );
}, { example: process.env.SECTION_EXAMPLES === "off" ? undefined : example });
