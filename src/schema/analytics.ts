// The site schema's optional analytics service (settings.analytics): off unless the site owner adds it.
import { LANGUAGE_CODE } from "./languages";

/** The services the engine knows how to add; each has its own script attributes (see src/pipeline/analytics.ts). */
export const ANALYTICS_SERVICES = ["plausible", "umami", "goatcounter"] as const;

export const analytics = {
  type: "object",
  additionalProperties: false,
  required: ["service", "script"],
  description:
    "Optional: one privacy-friendly statistics service. Every page then loads its script, and the security policy allows that script's origin and the origin it reports to, nothing else. Leave it out and the site makes no request to any other origin.",
  properties: {
    service: { type: "string", enum: ANALYTICS_SERVICES, description: "The service: plausible, umami or goatcounter." },
    script: { type: "string", minLength: 1, maxLength: 300, description: "The address of the service's script, starting with https://.", examples: ["https://plausible.io/js/script.js", "https://cloud.umami.is/script.js", "https://gc.zgo.at/count.js"] },
    endpoint: { type: "string", minLength: 1, maxLength: 200, description: "The origin the script reports to (https:// and the host, nothing after it), when it is not the script's own, e.g. a self-hosted instance. GoatCounter: taken from siteId.", examples: ["https://stats.example.com"] },
    siteId: { type: "string", minLength: 1, maxLength: 200, description: "What the service knows the site by. Plausible: the domain (default: baseUrl's host). Umami: the website id. GoatCounter: the count address, e.g. https://mysite.goatcounter.com/count.", examples: ["www.example.com", "94db1cb1-74f4-4a40-ad6c-962362670409", "https://mysite.goatcounter.com/count"] },
    consentRequired: { type: "array", items: LANGUAGE_CODE, uniqueItems: true, description: "Languages whose pages load the script only after the visitor allows it in a banner (e.g. de, where § 25 TDDDG asks for consent). Default: none." },
  },
} as const;
