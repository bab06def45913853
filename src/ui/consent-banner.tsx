// The consent banner's markup, prerendered hidden outside the app on pages whose language asks before counting visits.
import { css } from "@emotion/react";
import { CONSENT_ATTRIBUTE, type AnalyticsScript, type ConsentWords } from "../core/analytics";
import { color, layout, radius, shadow } from "./theme";

const bar = css`position: fixed; z-index: 40; inset-inline: 0; margin-inline: auto; bottom: 1rem;
  width: min(calc(100% - 2rem), ${layout.narrow}); padding: .9rem 1.1rem; border-radius: ${radius.md};
  background: ${color.page}; border: 1px solid ${color.line}; box-shadow: ${shadow.raised};
  display: none; flex-wrap: wrap; align-items: center; gap: .75rem 1.25rem; &[data-shown] { display: flex; }
  p { margin: 0; flex: 1 1 20rem; font-size: .95rem; } div { display: flex; flex-wrap: wrap; gap: .5rem; }`;
// The look of the site's buttons (ui/action.tsx), on <button>s; kept here so the app's bundle does not change.
const button = css`min-height: 48px; padding: .75rem 1.4rem; border-radius: ${radius.pill}; font: inherit; font-weight: 650;
  line-height: 1.2; cursor: pointer; border: 2px solid ${color.primary};`;
const allow = css`${button}; background: ${color.primary}; color: #fff; &:hover { background: ${color.primaryDark}; border-color: ${color.primaryDark}; }`;
const decline = css`${button}; background: transparent; color: ${color.primary}; &:hover { background: ${color.alt}; color: ${color.primaryDark}; }`;

/** Not displayed until src/app/consent.ts marks it data-shown; the script to add travels as JSON data, never as code. */
export function ConsentBanner({ analytics, words }: { analytics: AnalyticsScript; words: ConsentWords }) {
  const data = { [CONSENT_ATTRIBUTE]: JSON.stringify({ script: analytics.script, attributes: analytics.attributes }) };
  return (
    <section css={bar} aria-label={words.label} {...data}>
      <p>{words.text}</p>
      <div>
        <button type="button" value="allow" css={allow}>{words.allow}</button>
        <button type="button" value="decline" css={decline}>{words.decline}</button>
      </div>
    </section>
  );
}
