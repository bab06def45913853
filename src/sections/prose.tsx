// prose: long text in headed parts (legal pages, mission and story), with an optional table of contents.
import { css } from "@emotion/react";
import { useT } from "../core/i18n";
import { Band } from "../ui/band";
import { color, font, layout } from "../ui/theme";
import { anchorId, bandHeading, heading, paragraph, section, stringList, text } from "./parts";
import { defineSection, type SectionExample, type SectionProps } from "./define";

export const schema = section("prose", "Long text in headed parts, such as a legal page or the company story.", {
  ...bandHeading,
  title: heading("The section heading (h2). Without it, each part's heading is an h2."),
  updated: text("Date the text was last changed, e.g. July 19, 2025.", 40),
  toc: { type: "boolean", description: "Show a table of contents linking to each part (parts then need an id)." },
  parts: {
    type: "array",
    minItems: 1,
    maxItems: 40,
    description: "The parts, in order.",
    items: {
      type: "object",
      additionalProperties: false,
      required: ["heading"],
      properties: {
        id: anchorId,
        heading: text("The part's heading.", 120),
        paragraphs: { type: "array", items: paragraph("A paragraph."), maxItems: 20, description: "Paragraphs, in order." },
        list: stringList("A bulleted list after the paragraphs.", 20),
      },
    },
  },
}, ["parts"]);

type Props = SectionProps<typeof schema>;

// A document (with contents) reads best left-aligned under the page heading; a short text (mission, story)
// sits centred with a heading like every other section's.
const body = css`max-width: ${layout.narrow};
  h2, h3 { font-size: 1.35rem; margin-top: 2rem; scroll-margin-top: 5rem; }
  > div:first-of-type > :is(h2, h3):first-child { margin-top: 0; }
  p, li { color: #2d3748; } ul { padding-inline-start: 1.25rem; } li { margin-bottom: .35rem; }`;
const short = css`margin: 0 auto; text-align: center;
  h2 { font-size: ${font.h2}; } p { font-size: ${font.lead}; color: ${color.muted}; }`;
const tocCss = css`background: ${color.alt}; border: 1px solid ${color.line}; border-radius: 14px; padding: 1.25rem 1.5rem; margin-bottom: 2rem;
  ol { margin: .5rem 0 0; padding-inline-start: 1.25rem; columns: 16rem 2; } li { margin-bottom: .3rem; }`;
const updatedCss = css`color: ${color.muted}; font-weight: 600;`;

/** Example data: the screenshot in docs/sections.md (npm run catalogue), and a starting point for new sections. */
const example: SectionExample<typeof schema> = {
  type: "prose",
  parts: [
    {
      heading: "Our Mission",
      paragraphs: [
        "Our mission is to make hiring Filipino professionals simple, transparent and fair for everyone involved. Employers should find the right people without guesswork, and skilled Filipinos should reach good opportunities through trusted, licensed channels.",
        "We do this by listening carefully to each employer, matching every brief with the right licensed agency or remote professional, and staying involved until the new hire is working well.",
      ],
    },
  ],
};

export const proseSection = defineSection(schema, function Prose(props: Props) {
  const { id, title, updated, toc, parts } = props;
  const t = useT();
  const Heading = title ? "h3" : "h2";
  return (
    <Band of={props}>
      <div css={[body, !toc && short]}>
        {updated && <p css={updatedCss}>{t("legal.lastUpdated")} {updated}</p>}
        {toc && (
          <nav css={tocCss} aria-labelledby={`${id ?? "prose"}-toc`}>
            <strong id={`${id ?? "prose"}-toc`}>{t("legal.contents")}</strong>
            <ol>
              {parts.filter((part) => part.id).map((part) => (
                <li key={part.id}><a href={`#${part.id}`}>{part.heading}</a></li>
              ))}
            </ol>
          </nav>
        )}
        {parts.map((part) => (
          <div key={part.heading}>
            <Heading id={part.id}>{part.heading}</Heading>
            {part.paragraphs?.map((text) => <p key={text}>{text}</p>)}
            {part.list && <ul>{part.list.map((entry) => <li key={entry}>{entry}</li>)}</ul>}
          </div>
        ))}
      </div>
    </Band>
  );
}, { example: process.env.SECTION_EXAMPLES === "off" ? undefined : example });
