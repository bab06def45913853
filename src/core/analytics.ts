// The statistics service's script as the pages load it, whether a language asks the visitor first, and the banner's words.
import type { Language } from "./languages";

export interface AnalyticsScript {
  /** The service's script, an https address (checked by the build). */
  script: string;
  /** The data-* attributes the service's script reads (its site id, its endpoint). */
  attributes: Record<string, string>;
  /** Languages whose pages load the script only once the visitor allows it. */
  consentRequired: Language[];
}

/** The consent banner's text, from the translation keys global.consent.* of the page's language. */
export interface ConsentWords {
  label: string;
  text: string;
  allow: string;
  decline: string;
}

export const CONSENT_KEYS = ["label", "text", "allow", "decline"] as const satisfies readonly (keyof ConsentWords)[];

/** The attribute that marks the banner and carries the script to add (JSON: src and attributes), read by app/consent.ts. */
export const CONSENT_ATTRIBUTE = "data-consent";

export const needsConsent = (analytics: AnalyticsScript, language: string) =>
  (analytics.consentRequired as readonly string[]).includes(language);
