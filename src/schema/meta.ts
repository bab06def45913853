// A page's head tags as an editor writes them (meta:), and the keyword list site.yaml shares.
import type { FromSchema } from "json-schema-to-ts";
import { plain, text, TRANSLATED } from "../core/schema-fields";

export const keywords = {
  type: "array",
  items: text("One keyword or phrase.", 60),
  minItems: 1,
  maxItems: 20,
  description: "Search keywords for this page.",
  // Translated as a whole: each language has its own search phrases, as many as it needs.
  $comment: TRANSLATED,
} as const;

export const metaSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "description"],
  description: "What search engines and social networks show for this page.",
  properties: {
    title: text("The browser tab and search result title. Keep it under 60 characters and unique.", 120),
    description: text("The search result summary. Keep it under 160 characters and unique.", 320),
    keywords: { ...keywords, description: "Search keywords for this page. Without them, the keywords in site.yaml settings are used." },
    breadcrumb: text("Short name of the page in breadcrumbs, e.g. Kuwait. Defaults to the title.", 40),
    image: plain("Social sharing image instead of the card the build draws: a PNG or JPEG in public/, 1200×630, e.g. /images/og-kuwait.png.", 200),
    imageAlt: text("What the social sharing image shows, for people who cannot see it. Defaults to the page title.", 200),
    emailSubject: {
      ...text("The subject of every e-mail link on this page, on one line, so the company sees where a lead came from. Default: Hiring enquiry: <country> on a country page (see countries: in site.yaml), else Enquiry from the <breadcrumb> page.", 78),
      pattern: "^[^\\r\\n]+$",
      examples: ["Hiring enquiry: Kuwait", "Agency partnership enquiry"],
    },
  },
} as const;

/** Meta as written in a page spec (keywords optional). */
export type PageMetaSpec = FromSchema<typeof metaSchema>;
