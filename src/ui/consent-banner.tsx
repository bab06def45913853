// Asks before the statistics script loads, on pages whose language needs consent; the answer lasts for this tab's visit.
import { css } from "@emotion/react";
import { useEffect, useState } from "react";
import { injectScript, needsConsent } from "../core/analytics";
import { useSite } from "../core/contexts";
import { DOM_IDS } from "../core/dom-ids";
import { useI18n } from "../core/i18n";
import { buttonStyle } from "./action";
import { color, layout, radius, shadow } from "./theme";

const bar = css`position: fixed; z-index: 40; left: 50%; bottom: 1rem; transform: translateX(-50%);
  width: min(calc(100% - 2rem), ${layout.narrow}); padding: .9rem 1.1rem; border-radius: ${radius.md};
  background: ${color.page}; border: 1px solid ${color.line}; box-shadow: ${shadow.raised};
  display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1.25rem;
  p { margin: 0; flex: 1 1 20rem; font-size: .95rem; } div { display: flex; flex-wrap: wrap; gap: .5rem; }`;

type Choice = "undecided" | "allowed" | "declined";

/**
 * Rendered by the app only (a page without JavaScript loads no script, so it has nothing to ask). The choice is kept
 * in memory, never stored: it holds while the visitor moves between pages in this tab and is asked again on a reload.
 */
export function ConsentBanner() {
  const { analytics } = useSite();
  const { language, t } = useI18n();
  const [mounted, setMounted] = useState(false);
  const [choice, setChoice] = useState<Choice>("undecided");
  useEffect(() => setMounted(true), []);
  if (!mounted || !analytics || !needsConsent(analytics, language) || choice !== "undecided") return null;
  const decide = (next: Choice) => () => {
    const hadFocus = document.activeElement?.closest("[data-consent]");
    if (next === "allowed") injectScript(analytics);
    setChoice(next);
    // The buttons go away with the banner: a keyboard visitor continues from the page's content, not the document's top.
    if (hadFocus) document.getElementById(DOM_IDS.main)?.focus({ preventScroll: true });
  };
  return (
    <section css={bar} aria-label={t("global.consent.label")} data-consent="">
      <p>{t("global.consent.text")}</p>
      <div>
        <button type="button" css={buttonStyle("primary")} onClick={decide("allowed")}>{t("global.consent.allow")}</button>
        <button type="button" css={buttonStyle("secondary")} onClick={decide("declined")}>{t("global.consent.decline")}</button>
      </div>
    </section>
  );
}
