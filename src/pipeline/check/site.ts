// Checks of site.yaml against the rest of the project: routes, page files, translation keys, images, addresses, placeholders, example values.
import { lookup, type Messages } from "../../core/i18n";
import { imageProblem } from "./image";
import { webAddressIssue } from "./urls";
import { analyticsIssues } from "./analytics";
import { locate, reportAt } from "../load/locate";
import { pageFileName } from "../load/project";
import type { Loaded, Options, SiteSpec } from "../model";
import { didYouMean, suggest } from "../problems";

const PATH = /^\/$|^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** A route path as it should have been written: what the hint suggests, and what links are checked against. */
export const cleanPath = (path: string) =>
  PATH.test(path) ? path : "/" + path.toLowerCase().replace(/[^a-z0-9/]+/g, "-").replace(/\/-+|-+\//g, "/").replace(/\/{2,}/g, "/").replace(/^[-/]+|[-/]+$/g, "");

/** The hint for a malformed path: the corrected path when one can be made, never one that is invalid or the home page. */
function pathHint(path: string): string {
  const rule = "a path starts with / and uses lower-case words joined by hyphens, without a trailing slash";
  const clean = cleanPath(path);
  return clean === "/" ? `${rule}, using only a-z, 0-9 and -, e.g. "/for-japan"` : `${rule}: "${clean}"`;
}

export function leafKeys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
}

export function checkSite(site: Loaded<SiteSpec>, root: string, pageFiles: readonly string[], messages: Messages, messagesLoaded: boolean, options: Options) {
  const { data, file } = site;
  // The document is asked for only to report: a site.yaml loaded from the cache is not parsed again for nothing.
  const at = (...segments: (string | number)[]) => locate(site.doc, segments);

  const seenPaths = new Map<string, string>();
  const seenPages = new Set<string>();
  const pageFileSet = new Set(pageFiles); // a lookup per route: a list's includes() made this pages × routes
  const likelyMeant = new Set<string>(); // page files a misspelt route probably means: not reported as unrouted too
  data.routes.forEach((route, index) => {
    // One mistake, one error: a repeated address is reported as that alone, not also as malformed or as a reused page.
    const normal = route.path.toLowerCase().replace(/(.)\/+$/, "$1");
    const earlier = seenPaths.get(normal);
    if (earlier !== undefined) {
      const same = earlier === route.path ? "is declared twice" : `is the same address as "${earlier}"`;
      reportAt(file, at("routes", index, "path").value, `route "${route.path}" ${same}`, "each address may appear once in routes (capitals and a trailing / do not make a different address); remove one of them");
      return;
    }
    seenPaths.set(normal, route.path);
    if (!PATH.test(route.path)) {
      reportAt(file, at("routes", index, "path").value, `route path "${route.path}" is not well formed`, pathHint(route.path));
    }
    if (seenPages.has(route.page)) {
      reportAt(file, at("routes", index, "page").value, `page "${route.page}" is used by two routes`, "each page file renders one route; copy the file if two addresses need similar pages");
    }
    seenPages.add(route.page);
    if (!pageFileSet.has(route.page)) {
      reportAt(file, at("routes", index, "page").value, `page file ${pageFileName(route.page)} does not exist`, suggest(route.page, pageFiles, "Page files"));
      const meant = didYouMean(route.page, pageFiles);
      if (meant) likelyMeant.add(meant);
    }
  });
  for (const name of pageFiles) {
    if (!seenPages.has(name) && !likelyMeant.has(name)) file.report("warning", 0, 0, `${pageFileName(name)} has no route, so it is not published`, `add - { path: /${name}, page: ${name} } under routes:`);
  }

  const keys = leafKeys(messages);
  const checkKey = (key: string, segments: (string | number)[]) => {
    // Unreadable translations are reported in their own file; every key would only repeat that.
    if (messagesLoaded && lookup(messages, key) === undefined) {
      reportAt(file, at(...segments).value, `unknown translation key "${key}"`, `${suggest(key, keys, "Keys")} (in public/locales/en.json)`);
    }
  };
  const checkNavLink = (link: { key?: string; text?: string }, segments: (string | number)[]) => {
    if (link.key && link.text) reportAt(file, at(...segments).value, "a link has both key and text", "keep one: key for a translated label, text for a literal one");
    else if (!link.key && !link.text) reportAt(file, at(...segments).value, "a link has neither key nor text", "add key: (a translation key) or text: (the label)");
    if (link.key) checkKey(link.key, [...segments, "key"]);
  };
  data.navigation.links.forEach((link, i) => checkNavLink(link, ["navigation", "links", i]));
  checkNavLink(data.navigation.action, ["navigation", "action"]);
  data.footer.groups.forEach((group, g) => {
    checkKey(group.key, ["footer", "groups", g, "key"]);
    group.links?.forEach((link, i) => checkNavLink(link, ["footer", "groups", g, "links", i]));
  });

  const checkImage = (src: string, segments: (string | number)[]) => {
    const problem = imageProblem(src, root);
    if (problem) reportAt(file, at(...segments).value, problem.message, problem.hint);
  };
  if (data.settings.organization.logo) checkImage(data.settings.organization.logo, ["settings", "organization", "logo"]);
  for (const [key, person] of Object.entries(data.people ?? {})) {
    checkImage(person.photo, ["people", key, "photo"]);
  }
  for (const field of ["baseUrl", "bookingUrl"] as const) {
    const issue = webAddressIssue(data.settings[field], field === "baseUrl");
    if (issue) reportAt(file, at("settings", field).value, issue.message, issue.hint);
  }
  const { analytics } = data.settings;
  if (analytics) for (const issue of analyticsIssues(analytics)) reportAt(file, at("settings", "analytics", issue.field).value, issue.message, issue.hint);
  // The languages are the site's own list (settings.languages), so the schema cannot name them.
  const codes = data.settings.languages.map((language) => language.code);
  codes.forEach((code, index) => {
    if (codes.indexOf(code) !== index) reportAt(file, at("settings", "languages", index, "code").value, `${code} is listed twice`, "each language once; remove this entry");
  });
  (analytics?.consentRequired ?? []).forEach((code, index) => {
    if (!codes.includes(code)) reportAt(file, at("settings", "analytics", "consentRequired", index).value, `"${code}" is not a valid consentRequired`, `Allowed values: ${codes.join(", ")}`);
  });

  checkExamples(site, options);
}

const EXAMPLE_HOST = /(^|[@./])example\.(com|org|net)(\/|$)/i;
const EXAMPLE_NAME = /^example\b/i;

/**
 * Values that ship as examples. A --production build refuses each, at its place. While editing they are one warning
 * at the first of them, so the terminal is not filled with the same reminder on every save.
 */
function checkExamples(site: Loaded<SiteSpec>, { production }: Options) {
  const { data, file } = site;
  const found: { segments: (string | number)[]; what: string }[] = [];
  if (EXAMPLE_HOST.test(data.settings.baseUrl)) found.push({ segments: ["settings", "baseUrl"], what: "the site address" });
  if (EXAMPLE_HOST.test(data.settings.email)) found.push({ segments: ["settings", "email"], what: "the company e-mail" });
  if (EXAMPLE_HOST.test(data.settings.bookingUrl)) found.push({ segments: ["settings", "bookingUrl"], what: "the booking URL" });
  for (const [key, person] of Object.entries(data.people ?? {})) {
    if (EXAMPLE_NAME.test(person.name)) found.push({ segments: ["people", key, "name"], what: `the name of ${key}` });
    if (/placeholder/i.test(person.photo)) found.push({ segments: ["people", key, "photo"], what: `the photo of ${key}` });
  }
  const at = (segments: (string | number)[]) => locate(site.doc, segments).value;
  if (production) {
    for (const { segments, what } of found) reportAt(file, at(segments), `${what} is still an example value`, "replace it with the real value before publishing");
  } else if (found.length) {
    const settings = found.filter((entry) => entry.segments[0] === "settings").map((entry) => entry.what);
    const people = new Set(found.filter((entry) => entry.segments[0] === "people").map((entry) => entry.segments[1])).size;
    const listed = [...settings, ...(people ? [`the name or photo of ${people} ${people === 1 ? "person" : "people"}`] : [])];
    // The site owner's to-do, not the editor's mistake: a note, so an editor's own page can reach "0 errors, 0 warnings".
    file.notes.push(`${file.name} still holds ${found.length} example value${found.length === 1 ? "" : "s"} (${listed.join(", ")}); the site owner replaces them before publishing, and npm run validate -- --production lists each one.`);
  }
}
