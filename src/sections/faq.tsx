// faq: questions with their answers, all shown open with an indicator icon; also feeds FAQPage structured data.
import { css } from "@emotion/react";
import { Band, plainList } from "../ui/band";
import { Icon } from "../ui/icon";
import { color, layout } from "../ui/theme";
import { defineSection, type SectionExample, type SectionProps } from "./define";
import { bandHeading, paragraph, section, text } from "./parts";

export const schema = section("faq", "Frequently asked questions, each a question and its answer.", {
  ...bandHeading,
  items: {
    type: "array",
    minItems: 1,
    maxItems: 12,
    description: "The questions, in order.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["question", "answer"],
      properties: {
        question: text("The question, as a visitor would ask it.", 200),
        answer: paragraph("The answer, in plain words."),
      },
    },
  },
}, ["title", "items"]);

type Props = SectionProps<typeof schema>;

const list = css`${plainList}; max-width: ${layout.narrow}; margin: 0 auto; display: grid; gap: 1rem;
  li { background: ${color.page}; border: 1px solid ${color.line}; border-radius: 14px; padding: 1.25rem 1.5rem; }
  li { display: grid; grid-template-columns: auto 1fr; gap: .2rem .9rem; }
  h3 { font-size: 1.1rem; margin: 0; align-self: center; }
  svg { flex: none; color: ${color.primary}; grid-row: span 2; }
  p { margin: 0; color: ${color.muted}; grid-column: 2; }`;

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "faq",
  eyebrow: "Questions from Kuwaiti employers",
  title: "Frequently Asked Questions",
  items: [
    {
      question: "Is it legal to hire Filipino workers for jobs in Kuwait?",
      answer: "Yes. Filipino workers are deployed to Kuwait through recruitment agencies licensed by the Philippine overseas-employment authority, with employment contracts that meet both Philippine and Kuwaiti requirements. Deployment follows the current rules of both governments, and the agency confirms what applies to your roles.",
    },
    {
      question: "How long does it take to hire?",
      answer: "Onsite hiring for Kuwait typically takes 6-12 weeks, depending on the role, document processing and visa approval. Remote professionals usually start within 1-2 weeks.",
    },
    {
      question: "Which roles can I outsource remotely?",
      answer: "Common remote roles include customer service, virtual assistance, web development, graphic design, digital marketing and admin support. Tell us about other roles and we will check the talent available.",
    },
    {
      question: "What does it cost?",
      answer: "Consultation and matching are free for employers. Licensed agencies charge their own fees for onsite placements, and remote costs depend on the role and hours. Remote teams offer up to 70% cost savings compared with local hiring.",
    },
    {
      question: "What documents do I need to hire onsite?",
      answer: "Usually your company registration, a job order or demand letter describing the positions, and a signed employment contract for each worker. The agency tells you exactly what is needed for your roles and guides you through each document.",
    },
    {
      question: "Can I hire both onsite and remote staff?",
      answer: "Yes. Many employers hire onsite staff for work at their premises and a remote team for support functions. We can plan both with you in one consultation.",
    },
  ],
};

export const faqSection = defineSection(schema, function Faq(props: Props) {
  const { items } = props;
  return (
    <Band of={props}>
      <ul css={list}>
        {items.map((item) => (
          <li key={item.question}>
            <Icon name="help" size={24} />
            <h3>{item.question}</h3>
            <p>{item.answer}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}, {
  example: process.env.SECTION_EXAMPLES === "off" ? undefined : example,
  // One FAQPage per page, with the questions of every faq section on it, in order.
  structuredData: (sections) => {
    const questions = sections.flatMap((section) => section.items);
    return questions.length
      ? {
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: questions.map((q) => ({ "@type": "Question", name: q.question, acceptedAnswer: { "@type": "Answer", text: q.answer } })),
        }
      : undefined;
  },
});
