// What each service's setting becomes: the script's data-* attributes, the CSP's two origins, the shipped strings.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { analyticsData, analyticsOrigins, consentWords, withoutConsentWords, type AnalyticsSettings } from "../../src/pipeline/analytics";
import { contentSecurityPolicy } from "../../src/pipeline/emit/host-files";
import type { SiteSpec } from "../../src/pipeline/model";

const test = suite("analytics settings");

const settings = (analytics?: AnalyticsSettings) => ({ baseUrl: "https://www.talent-bridge.test", analytics }) as SiteSpec["settings"];

test("Plausible: the domain defaults to baseUrl's host; a self-hosted endpoint becomes data-api and connect-src", () => {
  const hosted = settings({ service: "plausible", script: "https://plausible.io/js/script.js" });
  assert.equal(analyticsData(hosted), { script: "https://plausible.io/js/script.js", attributes: { "data-domain": "www.talent-bridge.test" }, consentRequired: [] });
  assert.equal(analyticsOrigins(hosted), { script: "https://plausible.io", connect: "https://plausible.io" });
  const own = settings({ service: "plausible", script: "https://cdn.talent-bridge.test/p.js", endpoint: "https://stats.talent-bridge.test", siteId: "talent-bridge.test" });
  assert.equal(analyticsData(own)!.attributes, { "data-domain": "talent-bridge.test", "data-api": "https://stats.talent-bridge.test/api/event" });
  assert.equal(analyticsOrigins(own), { script: "https://cdn.talent-bridge.test", connect: "https://stats.talent-bridge.test" });
});

test("Umami: data-website-id, and data-host-url when it reports elsewhere", () => {
  const umami = settings({ service: "umami", script: "https://cloud.umami.is/script.js", siteId: "94db1cb1-74f4-4a40-ad6c-962362670409", endpoint: "https://api-gateway.umami.dev" });
  assert.equal(analyticsData(umami)!.attributes, { "data-website-id": "94db1cb1-74f4-4a40-ad6c-962362670409", "data-host-url": "https://api-gateway.umami.dev" });
  assert.equal(analyticsOrigins(umami), { script: "https://cloud.umami.is", connect: "https://api-gateway.umami.dev" });
});

test("GoatCounter: data-goatcounter is the count address, whose origin is connect-src", () => {
  const goat = settings({ service: "goatcounter", script: "https://gc.zgo.at/count.js", siteId: "https://talent-bridge.goatcounter.com/count", consentRequired: ["en"] });
  assert.equal(analyticsData(goat), { script: "https://gc.zgo.at/count.js", attributes: { "data-goatcounter": "https://talent-bridge.goatcounter.com/count" }, consentRequired: ["en"] });
  assert.equal(analyticsOrigins(goat), { script: "https://gc.zgo.at", connect: "https://talent-bridge.goatcounter.com" });
});

test("the policy: unchanged without the setting; with it, one origin more in script-src and in connect-src only", () => {
  assert.is(contentSecurityPolicy([]), contentSecurityPolicy([], undefined));
  const on = contentSecurityPolicy([], { script: "https://gc.zgo.at", connect: "https://talent-bridge.goatcounter.com" });
  assert.is(on, contentSecurityPolicy([]).replace("script-src 'self'", "script-src 'self' https://gc.zgo.at").replace("connect-src 'self'", "connect-src 'self' https://talent-bridge.goatcounter.com"));
  assert.match(on, "img-src 'self';");
});

test("the banner's words come from global.consent.*, and stay out of the site data the app fetches", () => {
  const messages = { global: { skipToContent: "Skip", consent: { label: "Visit statistics", text: "May we?", allow: "Allow anonymous statistics", decline: "No thanks" } } };
  assert.equal(consentWords(messages), { label: "Visit statistics", text: "May we?", allow: "Allow anonymous statistics", decline: "No thanks" });
  assert.equal(withoutConsentWords(messages), { global: { skipToContent: "Skip" } });
});

test.run();
