// steps: the numbered hiring process (four steps on every page that shows it).
import { css } from "@emotion/react";
import { Actions } from "../ui/action";
import { Band, plainList } from "../ui/band";
import { color, mq } from "../ui/theme";
import { actions, bandHeading, paragraph, section, text } from "./parts";
import { defineSection, type SectionProps } from "./define";
import { useT } from "../app/i18n";

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

export const stepsSection = defineSection(schema, function Steps(props: Props) {
  const { items, actions } = props;
  const t = useT();
  return (
    <Band of={props}>
      <ol css={list}>
        {items.map((item, index) => (
          <li key={item.title}>
            <h3><span className="visually-hidden">{t("global.step")} {index + 1}: </span>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
      <Actions items={actions} center />
    </Band>
  );
});
