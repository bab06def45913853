// The frame every content section sits in: full-width band, centred container, optional heading and intro.
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { color, font, layout, mq } from "./theme";

export type Tone = "plain" | "alt" | "dark";

const band = css`padding: clamp(3rem, 6vw, 5rem) 0;`;
const tones: Record<Tone, ReturnType<typeof css>> = {
  plain: css`background: ${color.page};`,
  alt: css`background: ${color.alt};`,
  dark: css`background: linear-gradient(135deg, ${color.navy}, ${color.navySoft}); color: ${color.onNavy};
    a:not([class]) { color: ${color.accent}; }`,
};

export const container = css`max-width: ${layout.max}; margin: 0 auto; padding: 0 ${layout.gutter};`;

const head = css`max-width: ${layout.narrow}; margin: 0 auto 2.5rem; text-align: center;
  h2 { font-size: ${font.h2}; }
  p { font-size: ${font.lead}; color: ${color.muted}; margin: 0; }`;
// The intro on a dark band: only there, so other bands carry no empty class for it.
const introOnDark = css`color: ${color.onNavyMuted} !important;`;
const eyebrowStyle = css`display: inline-block; font-size: .8rem; font-weight: 700; letter-spacing: .08em;
  text-transform: uppercase; color: ${color.primary}; margin-bottom: .5rem;`;

/** What a section passes to its band: its anchor, its tone, and the heading fields of sections/parts.ts: bandHeading. */
export interface BandOf {
  id?: string;
  tone?: Tone;
  title?: string;
  intro?: string;
  eyebrow?: string;
}

export function Band({ of, children }: { of: BandOf; children: ReactNode }) {
  const { id, tone = "plain", title, intro, eyebrow } = of;
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} css={[band, tones[tone]]}>
      <div css={container}>
        {title && (
          <header css={head}>
            {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
            <h2 id={headingId}>{title}</h2>
            {intro && (tone === "dark" ? <p css={introOnDark}>{intro}</p> : <p>{intro}</p>)}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

export const plainList = css`list-style: none; padding: 0; margin: 0;`;

export const grid = (min: string) =>
  css`display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, ${min}), 1fr));`;

/**
 * Cards in rows of a size that suits their count (4 → 4 or 2, 6 → 3, 2 → 2), and a short last row centred
 * rather than left hanging.
 */
export const cardRows = (count: number) => {
  const wide = count % 4 === 0 ? 4 : count === 2 ? 2 : count === 1 ? 1 : 3;
  const basis = (columns: number) => `calc((100% - ${(columns - 1) * 1.25}rem) / ${columns})`;
  return css`display: flex; flex-wrap: wrap; justify-content: center; gap: 1.25rem;
    > * { flex: 0 0 100%; }
    ${mq.sm} { > * { flex-basis: ${basis(Math.min(2, wide))}; } }
    ${mq.lg} { > * { flex-basis: ${basis(wide)}; } }`;
};

export const card = css`background: ${color.page}; border: 1px solid ${color.line}; border-radius: 16px;
  padding: 1.5rem; box-shadow: 0 1px 2px rgba(11,37,69,.05);
  h3 { font-size: ${font.h3}; margin-bottom: .4rem; }
  p { color: ${color.muted}; margin: 0; }`;

export const iconBadge = css`display: inline-flex; align-items: center; justify-content: center; width: 48px; height: 48px;
  border-radius: 12px; background: #e6edfb; color: ${color.primary}; margin-bottom: 1rem;`;
