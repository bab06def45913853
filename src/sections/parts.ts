// Schema fragments shared by section types, so each rule (text limits, links, anchors) is written once.
import { iconNames } from "../ui/icon-names";
import { heading, link, paragraph, text } from "../core/schema-fields";

export { heading, href, link, paragraph, text } from "../core/schema-fields";

/** The in-page anchor of a section or item: lower-case words joined by hyphens. */
export const anchorId = {
  type: "string",
  pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$",
  maxLength: 60,
  description: "In-page anchor, so a link to #this-id scrolls here (lower-case words joined by hyphens).",
  examples: ["services", "industries", "contact", "how-it-works"],
} as const;

/** The heading every banded section may have: a short label, the h2 and a sentence; rendered by ui/band.tsx. */
export const bandHeading = {
  eyebrow: text("Short label above the heading.", 60),
  title: heading("The section heading (h2)."),
  intro: paragraph("A sentence under the heading."),
} as const;

export const actions = {
  type: "array",
  items: link,
  minItems: 1,
  maxItems: 3,
  description: "Buttons, in order.",
} as const;

export const icon = {
  type: "string",
  enum: iconNames,
  description: "A small picture shown with the item.",
} as const;

export const stringList = <D extends string>(description: D, maxItems: number) =>
  ({ type: "array", items: text("One entry.", 160), minItems: 1, maxItems, description }) as const;

/** Every section has a type and may have an anchor id; the rest is its own. */
export const section = <
  const T extends string,
  const P extends Record<string, unknown>,
  const R extends readonly string[],
  const D extends string,
>(type: T, description: D, properties: P, required: R) =>
  ({
    type: "object",
    description,
    additionalProperties: false,
    required: ["type", ...required] as readonly ["type", ...R],
    properties: {
      type: { const: type, description: `Section type: ${type}.` },
      id: anchorId,
      ...properties,
    } as { type: { const: T; description: string }; id: typeof anchorId } & P,
  }) as const;
