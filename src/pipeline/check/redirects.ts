// Checks of redirects: in site.yaml (well formed, no loops or chains, not from a live route, targets that exist) and of published routes gone without one.
import { join } from "node:path";
import { existsSync, lstatSync } from "node:fs";
import { locate, reportAt } from "../load/locate";
import { readSource } from "../load/read";
import type { Loaded, Project, SiteSpec } from "../model";
import { didYouMean } from "../problems";
import { checkHref, type LinkTargets } from "./links";
import { GO_PREFIX, PUBLISHED_ROUTES_FILE, parsePublishedRoutes } from "../redirects";

const isLink = (path: string) => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

const PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
/** Paths the build itself answers: the assets and the call-to-action counters. */
const RESERVED = ["/assets", GO_PREFIX.slice(0, -1)];

export function checkRedirects(site: Loaded<SiteSpec>, targets: LinkTargets) {
  // The document is parsed only to report: site.yaml loaded from the cache is not parsed for nothing.
  const { data, file } = site;
  const redirects = data.redirects ?? [];
  const routes = new Set(data.routes.map((route) => route.path));
  const froms = new Map<string, number>();
  const at = (index: number, field: "from" | "to") => locate(site.doc, ["redirects", index, field]).value;
  redirects.forEach((redirect, index) => {
    const report = (field: "from" | "to", message: string, hint: string) => reportAt(file, at(index, field), message, hint);
    const { from } = redirect;
    if (!PATH.test(from)) return report("from", `redirect from "${from}" is not a well-formed path`, "a path starts with / and uses lower-case words joined by hyphens, without a trailing slash, e.g. /for-dubai");
    if (RESERVED.some((prefix) => from === prefix || from.startsWith(prefix + "/"))) return report("from", `redirect from "${from}" is under ${from.split("/")[1] ? "/" + from.split("/")[1] : from}, which the build answers itself`, "choose the old page's own address");
    if (froms.has(from)) return report("from", `redirect from "${from}" is declared twice`, "keep one of them");
    froms.set(from, index);
    if (routes.has(from)) return report("from", `redirect from "${from}", where a page is published`, `a redirect is for an address without a page: remove it, or remove the route ${from} under routes:`);
  });
  redirects.forEach((redirect, index) => {
    const { from, to } = redirect;
    const report = (message: string, hint?: string) => reportAt(file, at(index, "to"), message, hint);
    const path = to.split("#", 1)[0];
    if (path === from) return report(`redirect from "${from}" goes to itself`, "point it at the page that replaced it");
    if (froms.has(path)) {
      const next = redirects[froms.get(path)!].to;
      return report(`redirect "${from}" → "${to}" is a chain: "${path}" redirects again (to "${next}")`, `redirect straight to the end: to: ${next}`);
    }
    if (to.startsWith("/") || to.startsWith("https:")) checkHref(to, undefined, targets, (message, hint) => report(message.replace(/^link to/, "redirect to"), hint));
    else report(`redirect target "${to}" is neither a route nor an https: address`, "write a route such as /for-uae, or a full https:// address");
  });
}

/**
 * Every route that was ever published (PUBLISHED_ROUTES_FILE, written by the build) must still answer: a route, or
 * a redirect. Otherwise a bookmark or a search result ends in a 404.
 */
/**
 * `languages`: the other languages' addresses: those published now count as live; one whose translation exists but is
 * incomplete (the English grew) is a warning, since the language simply has no such page until it is translated.
 */
export function checkPublished(project: Pick<Project, "root" | "files" | "orphanProblems">, data: SiteSpec, languages: { live: readonly string[]; waiting: ReadonlyMap<string, string> } = { live: [], waiting: new Map() }) {
  const path = join(project.root, PUBLISHED_ROUTES_FILE);
  if (!existsSync(path) && !isLink(path)) return;
  const read = readSource(path, project.root, "the list holds one route a line; it is written by the build");
  if (!read.ok) return void project.orphanProblems.push(read.problem);
  const listed = read.file;
  project.files.push(listed);
  const routes = data.routes.map((route) => route.path);
  const answered = new Set([...routes, ...languages.live, ...(data.redirects ?? []).map((redirect) => redirect.from)]);
  for (const { route, offset } of parsePublishedRoutes(listed.text)) {
    if (answered.has(route)) continue;
    const file = languages.waiting.get(route);
    if (file) {
      listed.report("warning", offset, offset + route.length, `route "${route}" is not published while ${file} is incomplete`, `finish the translation (the warnings in ${file} say what is missing), or add a redirect under redirects: in site.yaml`);
      continue;
    }
    const to = didYouMean(route, routes) ?? "/";
    listed.error(offset, offset + route.length, `route "${route}" was published and is gone without a redirect`, `add under redirects: in site.yaml:  - { from: ${route}, to: ${to} }`);
  }
}
