// The names of the files under /assets/ that the build makes (stylesheets, cut fonts, the site data): each named by
// its content, so a browser that holds one may keep it for a year (the hosts say so for /assets/*), and a change gives
// a new name.
import { createHash } from "node:crypto";

/** Ten characters of the content's SHA-256 in base64url: the part of a name that changes with the content. */
export const contentHash = (text: string | Uint8Array) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

/** The pages' stylesheets, as a path under dist/. */
export const STYLESHEETS = "assets/styles/";

/** A page's stylesheet (the CSS its sections use), shared by every page whose sections use the same. */
export const stylesheetUrl = (css: string) => `/${STYLESHEETS}page-${contentHash(css)}.css`;
