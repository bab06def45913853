// Compares the site at two versions route by route, per language: which parts of each page changed, and which fields.
import type { RedirectSpec } from "../../src/schema/site";
import { changedFields, moved } from "./fields";
import type { RouteView } from "./route-view";
import { routeViews } from "./route-view";
import type { Snapshot } from "./snapshot";

export interface PartChange {
  name: string;
  kind: "section" | "page" | "site";
  status: "added" | "removed" | "moved" | "changed";
  /** The changed fields' paths (for "changed", and for a moved section that also changed). */
  fields: string[];
}

export interface RouteChange {
  route: string;
  language: string;
  status: "added" | "removed" | "changed";
  parts: PartChange[];
}

export interface RedirectChange {
  from: string;
  status: "added" | "removed" | "changed";
  to: string;
  permanent: boolean;
}

export interface ChangeReport {
  routes: RouteChange[];
  redirects: RedirectChange[];
}

/** A word a header or footer link shows (in either version) is reported there; "words" holds only the others. */
function otherWords(data: unknown, shown: Set<string>): unknown {
  return Object.fromEntries(Object.entries(data as Record<string, string>).filter(([key]) => !shown.has(key)));
}

function compareRoute(before: RouteView, after: RouteView): PartChange[] {
  const shown = new Set([...before.shownWords, ...after.shownWords]);
  const dataOf = (part: RouteView["parts"][number]) => (part.name === "words" ? otherWords(part.data, shown) : part.data);
  const sectionsOf = (view: RouteView) => view.parts.filter((part) => part.kind === "section").map((part) => part.name);
  const shifted = moved(sectionsOf(before), sectionsOf(after));
  const old = new Map(before.parts.map((part) => [part.name, part]));
  const now = new Map(after.parts.map((part) => [part.name, part]));
  const changes: PartChange[] = [];
  for (const part of after.parts) {
    const was = old.get(part.name);
    if (!was) changes.push({ name: part.name, kind: part.kind, status: "added", fields: [] });
    else {
      const fields = changedFields(dataOf(was), dataOf(part));
      if (shifted.has(part.name)) changes.push({ name: part.name, kind: part.kind, status: "moved", fields });
      else if (fields.length) changes.push({ name: part.name, kind: part.kind, status: "changed", fields });
    }
  }
  for (const part of before.parts) if (!now.has(part.name)) changes.push({ name: part.name, kind: part.kind, status: "removed", fields: [] });
  return changes;
}

function compareRedirects(before: readonly RedirectSpec[], after: readonly RedirectSpec[]): RedirectChange[] {
  const old = new Map(before.map((rule) => [rule.from, rule]));
  const now = new Map(after.map((rule) => [rule.from, rule]));
  const changes: RedirectChange[] = [];
  for (const rule of after) {
    const was = old.get(rule.from);
    const entry = { from: rule.from, to: rule.to, permanent: rule.permanent !== false };
    if (!was) changes.push({ ...entry, status: "added" });
    else if (was.to !== rule.to || (was.permanent !== false) !== entry.permanent) changes.push({ ...entry, status: "changed" });
  }
  for (const rule of before) if (!now.has(rule.from)) changes.push({ from: rule.from, to: rule.to, permanent: rule.permanent !== false, status: "removed" });
  return changes;
}

export function compareSnapshots(base: Snapshot, head: Snapshot): ChangeReport {
  const key = (view: RouteView) => `${view.language} ${view.route}`;
  const before = new Map(routeViews(base).map((view) => [key(view), view]));
  const after = routeViews(head);
  const routes: RouteChange[] = [];
  for (const view of after) {
    const was = before.get(key(view));
    if (!was) routes.push({ route: view.route, language: view.language, status: "added", parts: [] });
    else {
      const parts = compareRoute(was, view);
      if (parts.length) routes.push({ route: view.route, language: view.language, status: "changed", parts });
    }
  }
  const now = new Set(after.map(key));
  for (const view of before.values()) if (!now.has(key(view))) routes.push({ route: view.route, language: view.language, status: "removed", parts: [] });
  const redirects = compareRedirects(base.project.site?.data.redirects ?? [], head.project.site?.data.redirects ?? []);
  return { routes, redirects };
}
