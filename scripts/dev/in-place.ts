// Whether open pages can take a build in place (new page data, no reload): only when nothing but pages changed.

/** What the builder knows of a good build, against its last good one. */
export interface BuildChanges {
  /** The site's text files that differ (names under the output folder: contact/index.html, data/contact.json). */
  changed: readonly string[];
  removed: readonly string[];
  /** The render took the pages only (scripts, published pages and site data as before). */
  renderedInPart: boolean;
  /** A file a page loads changed on disk beside the text (a language's font); social cards are not loaded by a page. */
  assetsChanged: boolean;
}

const PAGE_DATA = /^data\/.+\.json$/;
const PAGE_HTML = /(^|\/)index\.html$/;

/**
 * The data URLs (/data/contact.json) of the pages a build changed, when every other file a page loads is as before:
 * each changed page's HTML and its data, and nothing else. Undefined when open pages must reload instead. A page whose
 * HTML changed without its data (a language's font, another render context) shows as a count that does not match.
 */
export function inPlacePages({ changed, removed, renderedInPart, assetsChanged }: BuildChanges): string[] | undefined {
  if (!renderedInPart || assetsChanged || removed.length) return undefined;
  const data = changed.filter((name) => PAGE_DATA.test(name));
  const html = changed.filter((name) => PAGE_HTML.test(name));
  if (data.length + html.length !== changed.length || data.length !== html.length) return undefined;
  return data.map((name) => `/${name}`);
}
