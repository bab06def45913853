// The consent banner's behaviour: a classic script of its own, named only by pages whose language asks before the
// statistics script loads, so sites without it (and the app's size budget) carry none of it. The banner is prerendered
// undisplayed (useless without JavaScript, which could not load the script anyway); this shows it and answers its buttons.
// The answer lives in memory only (no cookie, no storage): it holds while the visitor moves between pages of the app,
// which never re-renders the banner (it is outside #root), and is asked again on a reload.
import { CONSENT_ATTRIBUTE, type AnalyticsScript } from "../core/analytics";
import { DOM_IDS } from "../core/dom-ids";

const banner = document.querySelector<HTMLElement>(`[${CONSENT_ATTRIBUTE}]`);

/** The same external script the pages name where no consent is needed: no inline code, allowed by the CSP's one origin. */
function addScript({ script, attributes }: Pick<AnalyticsScript, "script" | "attributes">) {
  const element = document.createElement("script");
  element.src = script;
  element.defer = true;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.appendChild(element);
}

if (banner) {
  banner.dataset.shown = "";
  banner.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[value]") : null;
    if (!button) return;
    if (button.value === "allow") addScript(JSON.parse(banner.getAttribute(CONSENT_ATTRIBUTE)!));
    const hadFocus = banner.contains(document.activeElement);
    banner.remove();
    // The buttons go with the banner: a keyboard visitor continues from the page's content, not the document's top.
    if (hadFocus) document.getElementById(DOM_IDS.main)?.focus({ preventScroll: true });
  });
}
