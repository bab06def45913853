// The social card's picture, as satori lays it out: brand and logo, the page's eyebrow and hero title, the site colours.
// Sizes are for a 1200×630 card shown about 300 px wide in a chat: the title stays at least 60 px tall here.
import { color } from "../../../ui/theme";
import type { FontName } from "../fonts";
import { cardFamily } from "./fonts";

export const CARD = { width: 1200, height: 630 } as const;

export interface CardText {
  brand: string;
  /** The hero's eyebrow: the country on a country page ("For employers in Kuwait"). */
  eyebrow?: string;
  /** The hero's title (h1). */
  title: string;
  /** The site's host name, e.g. www.example.com. */
  host: string;
  /** The page's language, when it runs right to left: the whole card mirrors (logo and brand at the right). */
  direction?: "rtl";
  /** The language's own typeface (settings.languages[].font), drawn before Inter. */
  font?: FontName;
}

/** Long titles step down in size, so three lines always fit. */
const titleSize = (title: string) => (title.length <= 40 ? 72 : title.length <= 60 ? 64 : 58);

const LATIN_TITLE = { lineHeight: 1.12, letterSpacing: -1 };
// Joined scripts are never letter-spaced (it would pull joined letters apart), and their marks need taller lines.
const ARABIC_TITLE = { lineHeight: 1.35, letterSpacing: 0 };

/** `logo`: a data: URL of the site's logo, or "" for none. */
export function CardLayout({ text, logo }: { text: CardText; logo: string }) {
  return (
    <div style={{ width: CARD.width, height: CARD.height, boxSizing: "border-box", display: "flex", flexDirection: "column", justifyContent: "space-between", paddingTop: 56, paddingBottom: 48, paddingInline: 72, background: color.navy, color: color.onNavy, fontFamily: cardFamily(text.font), direction: text.direction ?? "ltr" }}>
      <div style={{ display: "flex", alignItems: "center" }}>
        {logo ? <img src={logo} width={72} height={72} style={{ borderRadius: 16, border: `2px solid ${color.navySoft}`, marginInlineEnd: 24 }} /> : null}
        <div style={{ fontSize: 40, fontWeight: 800, lineHeight: 1.2 }}>{text.brand}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        {text.eyebrow ? (
          <div style={{ display: "flex", alignSelf: "flex-start", padding: "8px 22px", borderRadius: 999, background: color.accent, color: color.navy, fontSize: 34, fontWeight: 700, lineHeight: 1.4, marginBottom: 24 }}>
            {text.eyebrow}
          </div>
        ) : null}
        <div style={{ fontSize: titleSize(text.title), fontWeight: 800, maxWidth: 1040, ...(text.direction === "rtl" ? ARABIC_TITLE : LATIN_TITLE) }}>{text.title}</div>
      </div>
      <div style={{ display: "flex", borderTop: `4px solid ${color.accent}`, paddingTop: 22, fontSize: 30, lineHeight: 1.3, color: color.onNavyMuted }}>{text.host}</div>
    </div>
  );
}
