// The visual system: every colour, size and breakpoint the site uses comes from here.
export const color = {
  ink: "#16202e",
  muted: "#475569",
  line: "#d7dee8",
  page: "#ffffff",
  alt: "#f2f6fb",
  navy: "#0b2545",
  navySoft: "#13386b",
  onNavy: "#ffffff",
  onNavyMuted: "#c9d6ea",
  primary: "#1d4ed8",
  primaryDark: "#1e3fae",
  accent: "#f6b93b",
  accentDark: "#e2a21f",
  success: "#0f766e",
  focus: "#f59e0b",
} as const;

export const space = { xs: "0.5rem", sm: "0.75rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem" } as const;
export const radius = { sm: "6px", md: "12px", lg: "20px", pill: "999px" } as const;
export const shadow = {
  card: "0 1px 2px rgba(11,37,69,.06), 0 4px 16px rgba(11,37,69,.06)",
  raised: "0 10px 30px rgba(11,37,69,.12)",
} as const;

export const font = {
  family:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  h1: "clamp(2rem, 1.4rem + 3vw, 3.25rem)",
  h2: "clamp(1.6rem, 1.3rem + 1.5vw, 2.25rem)",
  h3: "1.2rem",
  lead: "clamp(1.05rem, 1rem + .3vw, 1.25rem)",
  body: "1rem",
  small: "0.9rem",
} as const;

export const layout = { max: "1160px", narrow: "760px", gutter: "clamp(1rem, 4vw, 2rem)" } as const;

const bp = { sm: 640, md: 900, lg: 1100, nav: 1200 } as const;
export const mq = {
  sm: `@media (min-width: ${bp.sm}px)`,
  md: `@media (min-width: ${bp.md}px)`,
  lg: `@media (min-width: ${bp.lg}px)`,
  /** The full header fits from here; below it the menu button takes over. */
  nav: `@media (min-width: ${bp.nav}px)`,
  belowNav: `@media (max-width: ${bp.nav - 0.02}px)`,
  belowLg: `@media (max-width: ${bp.lg - 0.02}px)`,
} as const;
