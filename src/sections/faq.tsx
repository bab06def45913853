// faq: questions with their answers, all shown open with an indicator icon; also feeds FAQPage structured data.
import { css } from "@emotion/react";
import { Band, plainList } from "../ui/band";
import { Icon } from "../ui/icon";
import { color, layout } from "../ui/theme";
import { defineSection, type SectionProps } from "./define";
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
