// The change list as text (terminal, editor) and as Markdown (a pull request's description). Routes whose changes are
// the same (a navigation label changes every page's header) are listed together, so the list stays readable.
import type { ChangeReport, PartChange, RedirectChange, RouteChange } from "./compare";

export interface RouteGroup {
  /** language → its routes, in the order they were found. */
  routes: Map<string, string[]>;
  lines: string[];
}

function partLine(part: PartChange): string {
  const what = part.kind === "section" ? `section ${part.name}` : part.name;
  const fields = part.fields.map((field) => field || "(whole value)").join(", ");
  if (part.status === "moved") return fields ? `${what} moved and changed: ${fields}` : `${what} moved`;
  if (part.status === "changed") return `${what} changed: ${fields}`;
  return `${what} ${part.status}`;
}

function routeLines(change: RouteChange): string[] {
  if (change.status === "added") return ["new page"];
  if (change.status === "removed") return ["no longer published"];
  return change.parts.map(partLine);
}

export function groupRoutes(report: ChangeReport): RouteGroup[] {
  const groups = new Map<string, RouteGroup>();
  for (const change of report.routes) {
    const lines = routeLines(change);
    const key = lines.join("\n");
    const group = groups.get(key) ?? { routes: new Map<string, string[]>(), lines };
    groups.set(key, group);
    group.routes.set(change.language, [...(group.routes.get(change.language) ?? []), change.route]);
  }
  return [...groups.values()];
}

const redirectLine = (rule: RedirectChange) =>
  rule.status === "removed" ? `${rule.from} removed (it went to ${rule.to})` : `${rule.from} → ${rule.to} (${rule.permanent ? 301 : 302}) ${rule.status}`;

export function summary(report: ChangeReport): string {
  const languages = new Map<string, number>();
  for (const change of report.routes) languages.set(change.language, (languages.get(change.language) ?? 0) + 1);
  const counts = [...languages].map(([language, count]) => `${language} ${count}`).join(", ");
  const routes = report.routes.length ? `${report.routes.length} route${report.routes.length === 1 ? "" : "s"} touched (${counts})` : "No route touched";
  const redirects = report.redirects.length ? `; ${report.redirects.length} redirect${report.redirects.length === 1 ? "" : "s"} changed` : "";
  return `${routes}${redirects}.`;
}

export function formatText(report: ChangeReport): string {
  const out = [summary(report)];
  for (const group of groupRoutes(report)) {
    out.push("", [...group.routes].map(([language, routes]) => `${language} ${routes.join(" ")}`).join("; "));
    out.push(...group.lines.map((line) => `  ${line}`));
  }
  if (report.redirects.length) out.push("", "redirects", ...report.redirects.map((rule) => `  ${redirectLine(rule)}`));
  return out.join("\n");
}

export function formatMarkdown(report: ChangeReport, title = "What this change touches"): string {
  const out = [`## ${title}`, "", summary(report)];
  for (const group of groupRoutes(report)) {
    out.push("", `- ${[...group.routes].map(([language, routes]) => `**${language}** ${routes.map((route) => `\`${route}\``).join(" ")}`).join("; ")}`);
    out.push(...group.lines.map((line) => `  - ${line}`));
  }
  if (report.redirects.length) out.push("", "**Redirects**", "", ...report.redirects.map((rule) => `- ${redirectLine(rule)}`));
  return out.join("\n");
}
