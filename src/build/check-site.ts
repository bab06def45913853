// Checks of site.yaml against the rest of the project: routes, page files, translation keys, images, example values.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { lookup, type Messages } from "../i18n";
import { locate, reportAt } from "./locate";
import { listPageFiles, pageFileName } from "./load";
import type { Loaded, Options, SiteSpec } from "./model";
import { didYouMean, suggest } from "./problems";

const PATH = /^\/$|^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** A route path as it should have been written: what the hint suggests, and what links are checked against. */
export const cleanPath = (path: string) =>
  PATH.test(path) ? path : "/" + path.toLowerCase().replace(/[^a-z0-9/]+/g, "-").replace(/\/-+|-+\//g, "/").replace(/^[-/]+|[-/]+$/g, "");

export function leafKeys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
}

export function checkSite(site: Loaded<SiteSpec>, root: string, messages: Messages, options: Options) {
  const { data, doc, file } = site;
  const at = (...segments: (string | number)[]) => locate(doc, segments);

  const seenPaths = new Map<string, string>();
  const seenPages = new Set<string>();
  const pageFiles = listPageFiles(root);
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
      reportAt(file, at("routes", index, "path").value, `route path "${route.path}" is not well formed`, `a path starts with / and uses lower-case words joined by hyphens, without a trailing slash: "${cleanPath(route.path)}"`);
    }
    if (seenPages.has(route.page)) {
      reportAt(file, at("routes", index, "page").value, `page "${route.page}" is used by two routes`, "each page file renders one route; copy the file if two addresses need similar pages");
    }
    seenPages.add(route.page);
    if (!existsSync(join(root, pageFileName(route.page)))) {
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
    if (lookup(messages, key) === undefined) {
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
    group.links.forEach((link, i) => checkNavLink(link, ["footer", "groups", g, "links", i]));
  });

  const checkImage = (src: string, segments: (string | number)[]) => {
    if (!src.startsWith("/") || !existsSync(join(root, "public", src))) {
      reportAt(file, at(...segments).value, `image ${src} does not exist in public/`, "put the file in public/images/ and write its path from the site root, e.g. /images/photo.jpg");
    }
  };
  if (data.settings.organization.logo) checkImage(data.settings.organization.logo, ["settings", "organization", "logo"]);
  for (const [key, person] of Object.entries(data.people ?? {})) {
    checkImage(person.photo, ["people", key, "photo"]);
  }

  checkExamples(site, options);
}

const EXAMPLE_HOST = /(^|[@./])example\.(com|org|net)(\/|$)/i;
const EXAMPLE_NAME = /^example\b/i;

/** Values that ship as examples: a warning while editing, an error for a --production build. */
function checkExamples({ data, doc, file }: Loaded<SiteSpec>, { production }: Options) {
  const severity = production ? "error" : "warning";
  const flag = (segments: (string | number)[], what: string) =>
    reportAt(file, locate(doc, segments).value, `${what} is still an example value`, production ? "replace it with the real value before publishing" : "replace it before publishing; a --production build refuses it", severity);
  if (EXAMPLE_HOST.test(data.settings.email)) flag(["settings", "email"], "the company e-mail");
  if (EXAMPLE_HOST.test(data.settings.bookingUrl)) flag(["settings", "bookingUrl"], "the booking URL");
  if (EXAMPLE_HOST.test(data.settings.baseUrl)) flag(["settings", "baseUrl"], "the site address");
  for (const [key, person] of Object.entries(data.people ?? {})) {
    if (EXAMPLE_NAME.test(person.name)) flag(["people", key, "name"], `the name of ${key}`);
    if (/placeholder/i.test(person.photo)) flag(["people", key, "photo"], `the photo of ${key}`);
  }
}
