// Schema fragments shared by section types, so each rule (text limits, links, anchors) is written once.
import { iconNames } from "../ui/icon-names";

/** A plain-text field; React renders it as text, never as markup. */
export const text = <D extends string, M extends number>(description: D, maxLength: M) =>
  ({ type: "string", minLength: 1, maxLength, description }) as const;

export const heading = <D extends string>(description: D) => text(description, 120);
export const paragraph = <D extends string>(description: D) => text(description, 1200);

/** The in-page anchor of a section or item: lower-case words joined by hyphens. */
export const anchorId = {
  type: "string",
  pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$",
  maxLength: 60,
  description: "In-page anchor, so a link to #this-id scrolls here (lower-case words joined by hyphens).",
  examples: ["services", "industries", "contact", "how-it-works"],
} as const;

/**
 * A link target. Allowed: a site path (/contact, /for-oman#faq), an in-page #anchor, https:, mailto:,
 * or a site value such as {booking} or mailto:{email}. The build checks that paths and anchors exist.
 */
export const href = {
  type: "string",
  minLength: 1,
  maxLength: 500,
  description:
    "Where the link goes: a site path (/contact), an in-page anchor (#faq), https://…, mailto:…, or {booking} / mailto:{email} for the values set in site.yaml.",
  examples: ["/contact", "#how-it-works", "{booking}", "mailto:{email}"],
} as const;

/** The heading every banded section may have: a short label, the h2 and a sentence; rendered by ui/band.tsx. */
export const bandHeading = {
  eyebrow: text("Short label above the heading.", 60),
  title: heading("The section heading (h2)."),
  intro: paragraph("A sentence under the heading."),
} as const;

export const link = {
  type: "object",
  additionalProperties: false,
  required: ["label", "href"],
  description: "A button or link.",
  properties: {
    label: text("The words on the button or link.", 60),
    href,
    style: {
      type: "string",
      enum: ["primary", "secondary", "light"],
      description: "How it looks: primary (filled), secondary (outlined), light (for dark backgrounds).",
    },
  },
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
