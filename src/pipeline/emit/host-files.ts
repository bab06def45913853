// The files a static host needs beside the pages: sitemap.xml, robots.txt and _headers.
import { createHash } from "node:crypto";
import { canonicalUrl } from "../../app/head";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A page in the sitemap: its address, and its address in each language it exists in (itself included). */
export interface SitemapEntry {
  path: string;
  alternates: Record<string, string>;
}

/**
 * Every page of every language. A page in more than one language lists each version, itself included, and x-default
 * (the default language's), as Google's sitemap alternates ask; a site in one language stays a plain list.
 */
export function sitemap(baseUrl: string, entries: SitemapEntry[], defaultLanguage: string): string {
  const url = (path: string) => escapeXml(canonicalUrl(baseUrl, path));
  const multilingual = entries.some((entry) => Object.keys(entry.alternates).length > 1);
  const urls = entries.map(({ path, alternates }) => {
    const languages = Object.entries(alternates);
    if (languages.length < 2) return `  <url><loc>${url(path)}</loc></url>`;
    const links = [...languages, ...(alternates[defaultLanguage] ? [["x-default", alternates[defaultLanguage]]] : [])].map(([code, href]) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${url(href)}"/>`);
    return [`  <url>`, `    <loc>${url(path)}</loc>`, ...links, `  </url>`].join("\n");
  }).join("\n");
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls}\n</urlset>\n`;
}

export const robots = (baseUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The security policy. Styles: the hash of every inline <style> block of every page, and of the empty string,
 * because emotion's runtime inserts empty <style> elements and fills them through the CSSOM. `analytics`
 * (settings.analytics, off by default): its script's origin and the origin it reports to, one each, nothing more.
 */
/** `fonts`: a language loads its own typeface from the site (font-src 'self'); otherwise fonts stay refused. */
export function contentSecurityPolicy(inlineStyles: Iterable<string>, analytics?: { script: string; connect: string }, fonts = false): string {
  const hashes = [...new Set([...inlineStyles, ""])].map(sha256).sort();
  return [
    "default-src 'none'",
    analytics ? `script-src 'self' ${analytics.script}` : "script-src 'self'",
    `style-src 'self' ${hashes.join(" ")}`,
    "img-src 'self'",
    ...(fonts ? ["font-src 'self'"] : []),
    analytics ? `connect-src 'self' ${analytics.connect}` : "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** One path pattern (`/*`, `/prefix/*` or an exact path) and the headers it adds; a later rule's value wins. */
export interface HostRule {
  path: string;
  headers: [string, string][];
}

/**
 * The one list of header rules: _headers, the nginx and the Caddy configuration are all written from it.
 * `preload` is opt-in: once browsers ship the domain in their preload list, leaving it takes months.
 */
export function headerRules(csp: string, { preload = false } = {}): HostRule[] {
  return [
    {
      path: "/*",
      headers: [
        ["Content-Security-Policy", csp],
        ["Strict-Transport-Security", `max-age=63072000; includeSubDomains${preload ? "; preload" : ""}`],
        ["X-Content-Type-Options", "nosniff"],
        ["Referrer-Policy", "strict-origin-when-cross-origin"],
        ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
        ["Cross-Origin-Opener-Policy", "same-origin"],
        ["X-Frame-Options", "DENY"],
      ],
    },
    { path: "/assets/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
  ];
}

/** The rules in the Netlify / Cloudflare Pages `_headers` format. */
export const headersFile = (rules: readonly HostRule[]): string =>
  rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`), ""].join("\n")).join("\n");
