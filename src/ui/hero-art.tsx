// Decorative hero picture for wide screens: a globe with routes from the Philippines to employers' regions. A file of
// its own (src/pipeline/emit/hero-art-file.ts), shown as a background on wide screens only: phones never fetch it.
import { css } from "@emotion/react";
import { useSite } from "../core/contexts";
import { mq } from "./theme";

const wrap = (url: string) => css`display: none; ${mq.lg} { display: block; flex: none; width: 380px; height: 380px; opacity: .95;
  background: url(${url}) center / contain no-repeat; }`;

export function HeroArt() {
  // Its routes run from the Philippines towards the text: mirrored with the page in right-to-left languages.
  return <span css={wrap(useSite().heroArt)} aria-hidden="true" data-hero-art="" />;
}
