// The site's languages (settings.languages): the one list of them, with what each language needs to be shown.
import { plain } from "../core/schema-fields";

export const LANGUAGE_CODE = {
  type: "string",
  pattern: "^[a-z]{2}$",
  description: "A two-letter language code (ISO 639-1), e.g. en, de, ar.",
  examples: ["en", "de", "ar"],
} as const;

export const language = {
  type: "object",
  additionalProperties: false,
  required: ["code", "name", "locale"],
  description: "A language the site is published in.",
  properties: {
    code: LANGUAGE_CODE,
    name: plain("The language's name in itself, as the language switcher shows it: English, Deutsch, العربية.", 40),
    locale: {
      type: "string",
      pattern: "^[a-z]{2}-[A-Z]{2}$",
      description: "Language and region, for og:locale and the way dates are written, e.g. en-US, de-DE, ar-SA.",
      examples: ["en-US", "de-DE", "ar-SA"],
    },
    direction: { type: "string", enum: ["ltr", "rtl"], description: "Which way the text runs: ltr (the default) or rtl (Arabic)." },
    font: {
      type: "string",
      enum: ["ibm-plex-sans-arabic"],
      description: "A typeface this language's pages load, self-hosted and cut down to the characters they use (only these pages load it). ibm-plex-sans-arabic for Arabic.",
    },
  },
} as const;

export const languages = {
  type: "array",
  items: language,
  minItems: 1,
  maxItems: 20,
  description:
    "The languages the site is published in. The first is the default: its pages keep their addresses (/for-germany). Each other language lives under its code (/de/for-germany, /de/ for home), with its translations in pages/CODE/ and public/locales/CODE.json.",
} as const;
