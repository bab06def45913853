// Schema fragments for the values every layer shows: plain text and links (sections, the site schema and ui/action read them).

/**
 * Marks the words a translator writes: a translation of a page (pages/de/NAME.yaml) holds exactly these fields, and
 * everything else (links, icons, ids, order) comes from the English page. A JSON Schema annotation, which validators ignore.
 */
export const TRANSLATED = "translated";

/** A plain-text field a translator translates; React renders it as text, never as markup. */
export const text = <D extends string, M extends number>(description: D, maxLength: M) =>
  ({ type: "string", minLength: 1, maxLength, description, $comment: TRANSLATED }) as const;

/** A plain-text value that is the same in every language: a name, a path in public/, a key. */
export const plain = <D extends string, M extends number>(description: D, maxLength: M) =>
  ({ type: "string", minLength: 1, maxLength, description }) as const;

export const heading = <D extends string>(description: D) => text(description, 120);
export const paragraph = <D extends string>(description: D) => text(description, 1200);

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
    cta: {
      type: "string",
      pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$",
      maxLength: 40,
      description: "The name clicks on this button are counted under in npm run leads (data-cta page/section/NAME), e.g. hero-call. Default: its position (1, 2, 3). Lower-case words joined by hyphens; unique in its section.",
      examples: ["hero-call", "pricing-quote"],
    },
  },
} as const;
