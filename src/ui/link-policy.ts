// Which hrefs may become links: the one allowlist the build's link check and the link component both apply.
export type LinkKind = "internal" | "anchor" | "external" | "mailto";

/**
 * Browsers drop tabs and line breaks anywhere in a URL, so "/\t/evil.example" would become "//evil.example";
 * any control character refuses the href outright.
 */
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * The kind of an allowed href, or undefined when it must not become a link. Allowed: a site path (/ but not //,
 * nor /\ which browsers read as //, another site), an #anchor, https:// and mailto:. Schemes are matched in any case,
 * as browsers do; leading spaces are not trimmed, so " javascript:" is refused like anything else not listed.
 */
export function linkKind(href: string): LinkKind | undefined {
  if (CONTROL.test(href)) return undefined;
  if (href.startsWith("#")) return "anchor";
  if (/^\/(?![/\\])/.test(href)) return "internal";
  if (/^https:\/\//i.test(href)) return "external";
  if (/^mailto:/i.test(href)) return "mailto";
  return undefined;
}

/** One e-mail address: no spaces, and nothing that would start a query, fragment or path in a mailto: link. */
export const EMAIL_PATTERN = "^[^@\\s/?#]+@[^@\\s/?#]+\\.[^@\\s/?#]+$";
