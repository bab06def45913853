// The site-wide data the client receives (inlined in every page): its shapes come from the site schema.
import type { NavLink, Person, SiteSpec } from "../schema/site";
import type { ImageFacts } from "./image-facts";
import type { Messages } from "./i18n";
import type { LanguageSpec } from "./languages";

export type { NavLink, Person } from "../schema/site";

type Settings = SiteSpec["settings"];

export interface SiteData {
  brand: Settings["brand"];
  baseUrl: Settings["baseUrl"];
  email: Settings["email"];
  /** The e-mail subject where no page is shown (the not-found page). */
  emailSubject: string;
  bookingUrl: Settings["bookingUrl"];
  navigation: { links: NavLink[]; action: NavLink };
  footer: { about: string; groups: { key: string; links: NavLink[] }[] };
  people: Record<string, Person>;
  messages: Messages;
  /** URL of the hero's wide-screen picture, content-hashed (written by the build). */
  heroArt: string;
  /** URL of the icon sprite every icon points into, content-hashed (written by the build). */
  icons: string;
  /** The language of the pages this site data serves (each language has its own site data). */
  language: string;
  /** Every language of the site, the default first: the language switcher's names and directions. */
  languages: Pick<LanguageSpec, "code" | "name" | "direction" | "locale">[];
  /** This language's home: / or /de/. */
  home: string;
  /**
   * In a language other than the default: the address in this language of each translated English page that the site
   * data's own links name (/contact → /de/contact); each page's data holds those its sections link (PageData.links).
   * Links to other pages lead to the English page.
   */
  links?: Record<string, string>;
  /** Photos the build resized, by their path in site.yaml (absent in the dev preview, which shows the originals). */
  images?: Record<string, ImageFacts>;
}

/** Trailing slashes are the static host's business; routes are matched without them. */
export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * A page's data file, by its path alone (/data/for-kuwait.json, /data/de/index.page.json for /de/: a route's words
 * have no dot, so no route can take that name, and no host hides it as it may a name starting with _): outside /assets/, so
 * revalidated like the page itself. Were it named by its content's hash, the site data would have to list every page's
 * file, and change with any page, and with it every page's HTML.
 */
export const pageDataUrl = (path: string) => `/data${path.endsWith("/") ? `${path}index.page` : path}.json`;

/**
 * The data file of the page at `path` when it is one of this site data's language (the app shows it in place), else
 * undefined: another language's page (its own site data: a new document), or a file (a dot in its last part). The
 * site data lists no routes: at 1,700 pages they were 66 KB of its 67, which every visitor fetched before the page
 * answered a tap, and a page added changed the file, so every page's HTML, which names it by its hash.
 */
export function ownDataUrl(site: Pick<SiteData, "language" | "languages">, path: string): string | undefined {
  const plain = normalizePath(path.split(/[?#]/)[0]);
  // A site path only: not another host's (//host/...), not a file.
  if (!/^\/(?!\/)/.test(plain) || /\.[^/]*$/.test(plain)) return undefined;
  const [, first = ""] = plain.split("/");
  const other = site.languages.slice(1).find((language) => language.code === first);
  if ((other?.code ?? site.languages[0]?.code) !== site.language) return undefined;
  // A language's home is a folder (/de/); its other pages are not.
  return pageDataUrl(other && plain === `/${other.code}` ? `${plain}/` : plain);
}
