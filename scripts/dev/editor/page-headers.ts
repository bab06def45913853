// The headers of every answer the editor's port gives: never framed, and the editor's pages under their own strict policy.

/**
 * Scripts only from the editor's own bundle. Styles may be inline: Puck and emotion write style attributes and
 * <style> elements as they render. Images: the site's own files, and the icons the bundle carries as data: URLs. Forms
 * only to the editor itself: the list of pages searches with a GET form (its writes take a token no form can send).
 */
export const EDITOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** No page anywhere may frame the editor, so no click on another site can land on Save, Delete or New country. */
export const NOT_FRAMED: Readonly<Record<string, string>> = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export const EDITOR_HEADERS: Readonly<Record<string, string>> = { ...NOT_FRAMED, "Content-Security-Policy": EDITOR_CSP };

/**
 * The site's own files on the editor's port (images the canvas shows, the icon sprite): a sandbox, so a file opened
 * there as a document (an SVG with a script) runs nothing and is an origin of its own, never the editor's.
 */
export const FILE_HEADERS: Readonly<Record<string, string>> = { ...NOT_FRAMED, "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox; frame-ancestors 'none'" };
