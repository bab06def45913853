// Every href in the site and its pages: only site paths, #anchors, https: and mailto:, and each must lead somewhere.
import type { Document } from "yaml";
import { EMAIL_PATTERN, linkKind } from "../../ui/link-policy";
import { mailtoIssue } from "./urls";
import { locate, reportAt } from "../load/locate";
import { placeholderIndex, reportPlaceholders } from "../placeholders";
import { suggest } from "../problems";
import type { SourceFile } from "../load/source";

export interface LinkTargets {
  /** Route path → the ids on that page. */
  idsByPath: Map<string, Set<string>>;
}

const EMAIL = new RegExp(EMAIL_PATTERN);
const ALLOWED = "links may be a site path (/contact), an #anchor, https://… or mailto:…";

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

/** A web address written without https:, as people copy it from a card or a browser bar: www.… or a known ending. */
const WEB_ADDRESS = /^(?:www\.[^\s/]+\.[a-z]{2,}|(?:[a-z0-9-]+\.)+(?:com|org|net|io|co|ph|de|uk|ae|kw|qa|sa|om|bh|hk|sg|my|nz|au|ca|eu|info|biz))(?:[/?#]\S*)?$/i;

/** Why an href the link policy refuses is refused, in the words that fix it. */
function refusal(href: string, routes: string[]): [message: string, hint: string] {
  if (/[\u0000-\u001F\u007F]/.test(href)) return [`${JSON.stringify(href)} contains an invisible control character`, "retype the link; tabs and line breaks are not allowed in it"];
  const read = href.replace(/^[\u0000-\u0020]+/, ""); // what a browser reads: it skips leading spaces
  if (/^[/\\]{2}/.test(read)) {
    return [`"${href}" is a link to another site without https:`, `write the full address, "https://${read.replace(/^[/\\]+/, "")}"; a link within this site starts with a single /`];
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1].toLowerCase();
  if (scheme === "http") return [`"${href}" uses http:`, "use https:// so visitors are not sent to an insecure page"];
  if (scheme === "https") return [`"${href}" is not a valid web address`, "write https:// and the address, e.g. https://example.com/page"];
  if (scheme) return [`links with ${scheme}: are not allowed`, ALLOWED];
  if (EMAIL.test(read)) return [`"${href}" is an e-mail address, not a link`, `use "mailto:{email}" for the company e-mail, or "mailto:${read}" for this address`];
  if (WEB_ADDRESS.test(read)) return [`"${href}" is a link to another site without https:`, `did you mean "https://${read}"?`];
  return [`"${href}" is not a valid link`, suggest("/" + href, routes, "links to pages start with /. Routes")];
}

/**
 * Checks an href whose placeholders are filled in. `ownPath` is the route of the page the link is on, or undefined
 * for site-wide links.
 */
export function checkHref(href: string, ownPath: string | undefined, targets: LinkTargets, report: (message: string, hint?: string) => void) {
  // Listed only for a hint: building the list for every link made checking a site grow with pages × links × routes.
  const routes = () => [...targets.idsByPath.keys()];
  const kind = linkKind(href);
  if (kind === undefined) {
    report(...refusal(href, routes()));
  } else if (kind === "anchor") {
    const ids = ownPath === undefined ? undefined : targets.idsByPath.get(ownPath);
    const id = href.slice(1);
    if (!ids) report(`in-page link "${href}" is not allowed here`, "links in site.yaml go to a page: write /path#id");
    else if (!ids.has(id)) report(`no section or item with id "${id}" on this page`, suggest(id, [...ids].sort(), "Ids on this page"));
  } else if (kind === "internal") {
    const [path, id] = href.split("#", 2);
    if (!targets.idsByPath.has(path)) report(`link to "${path}", which is not a route`, suggest(path, routes(), "Routes"));
    else if (id !== undefined && !targets.idsByPath.get(path)?.has(id)) {
      report(`no section or item with id "${id}" on ${path}`, suggest(id, [...(targets.idsByPath.get(path) ?? [])].sort(), `Ids on ${path}`));
    }
  } else if (kind === "mailto") {
    const issue = mailtoIssue(href, (address) => EMAIL.test(address));
    if (issue) report(issue.message, issue.hint);
  } else {
    try {
      new URL(href);
    } catch {
      report(`"${href}" is not a valid web address`, "check for spaces or missing parts, e.g. https://example.com/page");
    }
  }
}

/**
 * `data` has its known placeholders filled in, so every href is checked as it will be published. One mistake, one
 * error: a {…} still in it is an unknown placeholder, reported at its column, unless the link is refused anyway
 * (javascript:…{x}, //host/{x}); then the refused link is reported, once. A link that starts with the unknown
 * placeholder ({bookin}) is about the placeholder: its did-you-mean hint is the fix.
 */
export function checkLinksIn(data: unknown, doc: () => Document.Parsed, file: SourceFile, ownPath: string | undefined, targets: LinkTargets) {
  eachHref(data, (href, segments) => {
    // Located only to report: a file loaded from the cache is not parsed again for nothing.
    const node = () => locate(doc(), segments).value;
    const placeholderAt = placeholderIndex(href);
    if (placeholderAt === 0 || (placeholderAt > 0 && linkKind(href) !== undefined)) {
      reportPlaceholders(file, node());
      return;
    }
    checkHref(href, ownPath, targets, (message, hint) => reportAt(file, node(), message, hint));
  });
}
