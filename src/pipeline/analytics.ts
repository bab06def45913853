// settings.analytics made concrete: the script element's attributes each service reads, and the two origins the CSP allows.
import type { AnalyticsScript, ConsentWords } from "../core/analytics";
import { CONSENT_KEYS } from "../core/analytics";
import { lookup, type Messages } from "../core/i18n";
import type { SiteSpec } from "./model";

type Settings = SiteSpec["settings"];
export type AnalyticsSettings = NonNullable<Settings["analytics"]>;

const originOf = (address: string) => new URL(address).origin;

/**
 * The origin the script reports to: the one given, else GoatCounter's count address, else the script's own (Plausible
 * and Umami post to the host that served the script unless told otherwise).
 */
export function reportOrigin(analytics: AnalyticsSettings): string {
  if (analytics.endpoint) return originOf(analytics.endpoint);
  if (analytics.service === "goatcounter" && analytics.siteId) return originOf(analytics.siteId);
  return originOf(analytics.script);
}

/** The data-* attributes of the service's own snippet; each is read by its script, none runs as code. */
function attributes(analytics: AnalyticsSettings, baseUrl: string): Record<string, string> {
  const endpoint = analytics.endpoint ? originOf(analytics.endpoint) : undefined;
  switch (analytics.service) {
    case "plausible":
      return { "data-domain": analytics.siteId ?? new URL(baseUrl).host, ...(endpoint ? { "data-api": `${endpoint}/api/event` } : {}) };
    case "umami":
      return { "data-website-id": analytics.siteId ?? "", ...(endpoint ? { "data-host-url": endpoint } : {}) };
    case "goatcounter":
      return { "data-goatcounter": analytics.siteId ?? "" };
  }
}

/** What the pages need; absent when the site has no analytics. */
export function analyticsData(settings: Settings): AnalyticsScript | undefined {
  const { analytics } = settings;
  if (!analytics) return undefined;
  return { script: analytics.script, attributes: attributes(analytics, settings.baseUrl), consentRequired: [...(analytics.consentRequired ?? [])] };
}

/** The CSP's additions: exactly one script origin and one connect origin, or none. */
export function analyticsOrigins(settings: Settings): { script: string; connect: string } | undefined {
  const { analytics } = settings;
  return analytics ? { script: originOf(analytics.script), connect: reportOrigin(analytics) } : undefined;
}

/** The banner's words (global.consent.*); a missing key shows as the key, as everywhere else. */
export const consentWords = (messages: Messages): ConsentWords =>
  Object.fromEntries(CONSENT_KEYS.map((key) => [key, lookup(messages, `global.consent.${key}`) ?? `global.consent.${key}`])) as unknown as ConsentWords;

/** The app never shows the banner (the page does): its strings stay out of the site data every visitor fetches. */
export function withoutConsentWords(messages: Messages): Messages {
  const global = messages.global;
  if (typeof global !== "object" || !("consent" in global)) return messages;
  const { consent: _unused, ...rest } = global;
  return { ...messages, global: rest };
}
