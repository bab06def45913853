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
  /** Route path → URL of that page's data file. */
  routes: Record<string, string>;
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
   * In a language other than the default: each English page's address in this language, where it is translated
   * (/contact → /de/contact). Links to other pages lead to the English page.
   */
  links?: Record<string, string>;
  /** Photos the build resized, by their path in site.yaml (absent in the dev preview, which shows the originals). */
  images?: Record<string, ImageFacts>;
}

/** Trailing slashes are the static host's business; routes are matched without them. */
export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
