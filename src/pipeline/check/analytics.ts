// Checks of settings.analytics: https addresses only, an endpoint that is an origin, and what each service needs to count.
import type { Issue } from "./urls";
import { webAddressIssue } from "./urls";
import type { AnalyticsSettings } from "../analytics";

type Field = "service" | "script" | "endpoint" | "siteId";
export type AnalyticsIssue = Issue & { field: Field };

/** An https address; over http the page (served over https) would be blocked from loading it, and anyone could alter it. */
function httpsIssue(value: string, what: string): Issue | undefined {
  if (/^http:\/\//i.test(value)) return { message: `"${value}" uses http:`, hint: `${what} must be https://, or the browser blocks it on the https site: ${value.replace(/^http:/i, "https:")}` };
  return webAddressIssue(value, false);
}

export function analyticsIssues(analytics: AnalyticsSettings): AnalyticsIssue[] {
  const issues: AnalyticsIssue[] = [];
  const add = (field: Field, issue: Issue | undefined) => issue && issues.push({ ...issue, field });
  add("script", httpsIssue(analytics.script, "the statistics script"));
  if (analytics.endpoint !== undefined) {
    const issue = httpsIssue(analytics.endpoint, "the endpoint");
    add("endpoint", issue);
    if (!issue && new URL(analytics.endpoint).href !== `${new URL(analytics.endpoint).origin}/`) {
      add("endpoint", { message: `"${analytics.endpoint}" has something after the host`, hint: `endpoint is an origin alone, https:// and the host: ${new URL(analytics.endpoint).origin}` });
    } else if (!issue && analytics.service === "goatcounter") {
      add("endpoint", { message: "GoatCounter reports to the address in siteId", hint: "remove endpoint; put the count address in siteId, e.g. https://mysite.goatcounter.com/count" });
    }
  }
  const { siteId } = analytics;
  if (analytics.service === "umami" && siteId === undefined) {
    add("service", { message: "Umami needs the website id", hint: "add siteId: with the id Umami shows under Settings → Websites, e.g. siteId: 94db1cb1-74f4-4a40-ad6c-962362670409" });
  } else if (analytics.service === "goatcounter") {
    if (siteId === undefined) add("service", { message: "GoatCounter needs the count address", hint: "add siteId: with your site's count address, e.g. siteId: https://mysite.goatcounter.com/count" });
    else add("siteId", httpsIssue(siteId, "GoatCounter's count address"));
  } else if (analytics.service === "plausible" && siteId !== undefined && !/^[a-z0-9.-]+(:\d+)?$/i.test(siteId)) {
    const host = /^[a-z]+:\/\/([^/?#]+)/i.exec(siteId)?.[1];
    add("siteId", { message: `"${siteId}" is not a domain`, hint: `Plausible knows the site by its domain alone, as added in Plausible${host ? `: ${host}` : ", e.g. www.example.com"}` });
  }
  return issues;
}
