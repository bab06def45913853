// Every href in the site and its pages: only site paths, #anchors, https: and mailto:, and each must lead somewhere.
import type { Document } from "yaml";
import { locate, reportAt } from "./locate";
import { suggest } from "./problems";
import type { SourceFile } from "./source";

export interface LinkTargets {
  /** Route path → the ids on that page. */
  idsByPath: Map<string, Set<string>>;
}

const EMAIL = /^[^@\s/?#]+@[^@\s/?#]+\.[^@\s/?#]+$/;

/** Calls back for each string under a key named href, with its data path. */
export function eachHref(data: unknown, visitor: (href: string, segments: (string | number)[]) => void, segments: (string | number)[] = []) {
  if (Array.isArray(data)) data.forEach((item, i) => eachHref(item, visitor, [...segments, i]));
  else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) {
      if (key === "href" && typeof value === "string") visitor(value, [...segments, key]);
      else eachHref(value, visitor, [...segments, key]);
    }
  }
}

/**
 * `ownPath` is the route of the page the link is on, or undefined for site-wide links.
 */
export function checkHref(href: string, ownPath: string | undefined, targets: LinkTargets, report: (message: string, hint?: string) => void) {
  // Known placeholders are filled in by now; an unknown one is already reported where it is written.
  if (/\{[^{}\s]*\}/.test(href)) return;
  const routes = [...targets.idsByPath.keys()];
  if (href.startsWith("#")) {
    const ids = ownPath === undefined ? undefined : targets.idsByPath.get(ownPath);
    const id = href.slice(1);
    if (!ids) report(`in-page link "${href}" is not allowed here`, "links in site.yaml go to a page: write /path#id");
    else if (!ids.has(id)) report(`no section or item with id "${id}" on this page`, suggest(id, [...ids].sort(), "Ids on this page"));
    return;
  }
  if (href.startsWith("/")) {
    const [path, id] = href.split("#", 2);
    if (!targets.idsByPath.has(path)) {
      report(`link to "${path}", which is not a route`, suggest(path, routes, "Routes"));
      return;
    }
    if (id !== undefined && !targets.idsByPath.get(path)?.has(id)) {
      report(`no section or item with id "${id}" on ${path}`, suggest(id, [...(targets.idsByPath.get(path) ?? [])].sort(), `Ids on ${path}`));
    }
    return;
  }
  if (href.startsWith("mailto:")) {
    if (!EMAIL.test(decodeURIComponent(href.slice(7).split("?")[0]))) report(`"${href}" is not a valid e-mail link`, 'write mailto: followed by one address, e.g. "mailto:{email}"');
    return;
  }
  if (href.startsWith("https://")) {
    try {
      new URL(href);
    } catch {
      report(`"${href}" is not a valid web address`, "check for spaces or missing parts, e.g. https://example.com/page");
    }
    return;
  }
  if (href.startsWith("http://")) {
    report(`"${href}" uses http:`, "use https:// so visitors are not sent to an insecure page");
    return;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  if (scheme) report(`links with ${scheme}: are not allowed`, "links may be a site path (/contact), an #anchor, https://… or mailto:…");
  else report(`"${href}" is not a valid link`, suggest("/" + href, routes, "links to pages start with /. Routes"));
}

export function checkLinksIn(data: unknown, doc: Document.Parsed, file: SourceFile, ownPath: string | undefined, targets: LinkTargets) {
  eachHref(data, (href, segments) => {
    checkHref(href, ownPath, targets, (message, hint) => reportAt(file, locate(doc, segments).value, message, hint));
  });
}
