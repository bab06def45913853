// The header: brand, main links with the active one marked, Request Match button, and the mobile menu.
import { DOM_IDS } from "../core/dom-ids";
import { css } from "@emotion/react";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useT } from "../core/i18n";
import { normalizePath } from "../core/site-data";
import { Action } from "./action";
import { CtaPlaceContext } from "./cta";
import { container } from "./band";
import { useSite } from "../core/contexts";
import { Icon } from "./icon";
import { navLabel } from "./nav-label";
import { SmartLink } from "./smart-link";
import { LanguageSwitch } from "./language-switch";
import { localHref } from "./local-href";
import { color, mq } from "./theme";

const header = css`position: sticky; top: 0; z-index: 20; background: rgba(255,255,255,.97); border-bottom: 1px solid ${color.line};`;
const bar = css`${container}; display: flex; align-items: center; justify-content: space-between; gap: 0 1rem; min-height: 68px;`;
const brand = css`display: inline-flex; align-items: center; gap: .6rem; font-weight: 800; font-size: 1rem; line-height: 1.15; color: ${color.navy};
  text-decoration: none; min-width: 0; &:hover { color: ${color.navy}; } img { flex: none; }
  ${mq.sm} { font-size: 1.1rem; white-space: nowrap; }
  ${mq.nav} { white-space: normal; text-wrap: balance; }`; // beside the full navigation the name may take two lines, evenly
const menuButton = css`flex: none; display: inline-flex; align-items: center; gap: .4rem; min-height: 44px; min-width: 44px; padding: .5rem .8rem;
  border: 1px solid ${color.line}; border-radius: 10px; background: #fff; color: ${color.navy}; font: inherit; font-weight: 600; cursor: pointer;
  ${mq.nav} { display: none; }`;
const menu = css`display: none; &[data-open="true"] { display: block; }
  position: absolute; top: 100%; inset-inline: 0; background: #fff; border-bottom: 1px solid ${color.line}; box-shadow: 0 12px 24px rgba(11,37,69,.12);
  padding: .5rem ${"clamp(1rem, 4vw, 2rem)"} 1.25rem;
  ${mq.nav} { display: flex !important; position: static; align-items: center; gap: .75rem; padding: 0; border: 0; box-shadow: none; background: none; }`;
const links = css`list-style: none; margin: 0; padding: 0; display: grid;
  ${mq.nav} { display: flex; gap: .25rem; }
  a { display: block; padding: .75rem .5rem; color: ${color.ink}; text-decoration: none; font-weight: 550; border-radius: 8px; white-space: nowrap; }
  ${mq.nav} { a { padding: .5rem .4rem; font-size: .95rem; } }
  a:hover { color: ${color.primary}; background: ${color.alt}; }
  a[aria-current="page"] { color: ${color.primary}; font-weight: 700; box-shadow: inset 0 -3px 0 ${color.primary}; }
  ${mq.belowNav} { a[aria-current="page"] { box-shadow: inset 3px 0 0 ${color.primary}; background: ${color.alt}; } }`;
// The language switcher (ui/language-switch.tsx): its code on the wide header, where room is short; its name in the menu.
const languages = css`${mq.belowNav} { [data-code] { display: none; } }
  ${mq.nav} { [data-name] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } }`;
const actionWrap = css`margin-top: .75rem; ${mq.nav} { margin-top: 0; } a { width: 100%; } ${mq.nav} { a { width: auto; padding: .6rem 1.1rem; min-height: 44px; } }`;

/** `alternates`: the shown page in each language it exists in, for the language switcher. */
export function Nav({ alternates }: { alternates: Record<string, string> }) {
  const site = useSite();
  const t = useT();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const current = normalizePath(location);
  const close = () => setOpen(false);
  // The page's loader opens the menu before the app has arrived (src/app/loader.ts): take its state over.
  useEffect(() => {
    if (document.getElementById(DOM_IDS.menu)?.dataset.open === "true") setOpen(true);
  }, []);
  return (
    <header css={header}>
      <div css={[bar, css`position: relative;`]}>
        <SmartLink href="/" css={brand} onClick={close}>
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          {site.brand}
        </SmartLink>
        <button
          type="button"
          css={menuButton}
          aria-expanded={open}
          aria-controls={DOM_IDS.menu}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? "close" : "menu"} size={22} />
          {t("navigation.menu")}
        </button>
        <nav id={DOM_IDS.menu} css={menu} data-open={open} aria-label={t("navigation.label")}>
          <ul css={links}>
            {site.navigation.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} onClick={close} aria-current={current === normalizePath(localHref(site, link.href)) ? "page" : undefined}>
                  {navLabel(link, t)}
                </SmartLink>
              </li>
            ))}
          </ul>
          <LanguageSwitch alternates={alternates} css={[links, languages]} />
          <div css={actionWrap}>
            <CtaPlaceContext.Provider value="header">
              <Action label={navLabel(site.navigation.action, t)} href={site.navigation.action.href} plain onClick={close} cta="action" />
            </CtaPlaceContext.Provider>
          </div>
        </nav>
      </div>
    </header>
  );
}
