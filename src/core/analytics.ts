// The statistics service's script as the pages and the app load it, and whether a language asks the visitor first.
import type { Language } from "./languages";

export interface AnalyticsScript {
  /** The service's script, an https address (checked by the build). */
  script: string;
  /** The data-* attributes the service's script reads (its site id, its endpoint). */
  attributes: Record<string, string>;
  /** Languages whose pages load the script only once the visitor allows it. */
  consentRequired: Language[];
}

export const needsConsent = (analytics: AnalyticsScript, language: string) =>
  (analytics.consentRequired as readonly string[]).includes(language);

/** The element the app adds after "Allow" (once: the banner goes with the answer): the same external script the pages name, no inline code. */
export function injectScript(analytics: AnalyticsScript, doc: Document = document): void {
  const element = doc.createElement("script");
  element.src = analytics.script;
  element.defer = true;
  for (const [name, value] of Object.entries(analytics.attributes)) element.setAttribute(name, value);
  doc.head.appendChild(element);
}
