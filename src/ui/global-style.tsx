// Document-wide base styles: reset, typography, focus ring, icon strokes, and the visually-hidden helper.
import { Global, css } from "@emotion/react";
import { prerenderedSheet } from "../core/style-cache";
import { ICON_CLASS } from "./icon";
import { color, font } from "./theme";

const base = css`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 5rem; }
  @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
  body { margin: 0; font-family: ${font.family}; font-size: ${font.body}; line-height: 1.6; color: ${color.ink}; background: ${color.page}; }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 .5em; letter-spacing: -0.01em; }
  p { margin: 0 0 1em; }
  img, svg { max-width: 100%; }
  a { color: ${color.primary}; }
  a:hover { color: ${color.primaryDark}; }
  :focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  .${ICON_CLASS} { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
  [dir=rtl] .${ICON_CLASS}[data-points], [dir=rtl] [data-hero-art] { transform: scaleX(-1); }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

/**
 * A prerendered page has these rules in its stylesheet already, and they never change: the app leaves them there, since
 * emotion's <Global> would add the same rules a second time as it hydrates (a second style recalculation of the whole
 * page). Where nothing was prerendered (the visual editor's canvas) or the stylesheet failed, <Global> puts them in.
 */
const prerendered = prerenderedSheet() !== null;

export const GlobalStyle = () => (prerendered ? null : <Global styles={base} />);
