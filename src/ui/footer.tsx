// The footer: company line, link columns from site.yaml (countries, company, legal), copyright.
import { css } from "@emotion/react";
import { useT } from "../core/i18n";
import { container } from "./band";
import { useSite } from "../core/contexts";
import { navLabel } from "./nav-label";
import { CtaPlaceContext } from "./cta";
import { SmartLink } from "./smart-link";
import { color, mq } from "./theme";

const footer = css`background: #061a33; border-top: 1px solid rgba(255,255,255,.08); color: ${color.onNavyMuted}; padding: 3.5rem 0 2rem; font-size: .95rem;
  a { color: ${color.onNavy}; text-decoration: none; } a:hover { color: ${color.accent}; text-decoration: underline; }`;
const columns = css`display: grid; gap: 2rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  ${mq.md} { grid-template-columns: 2fr repeat(3, 1fr); }`;
const heading = css`color: ${color.onNavy}; font-size: 1rem; margin-bottom: .75rem;`;
const list = css`list-style: none; margin: 0; padding: 0; display: grid; gap: .15rem; a { display: inline-block; padding: .3rem 0; }`;
// A long column (the countries) splits in two on phones instead of running down the screen.
const longList = css`grid-template-columns: 1fr 1fr; column-gap: 1rem; ${mq.md} { grid-template-columns: 1fr; }`;
const bottom = css`border-top: 1px solid rgba(255,255,255,.15); margin-top: 2.5rem; padding-top: 1.5rem;`;

export function Footer() {
  const site = useSite();
  const t = useT();
  return (
    <footer css={footer}>
      <div css={container}>
        <div css={columns}>
          <div>
            <p css={css`color: ${color.onNavy}; font-weight: 800; font-size: 1.1rem; margin-bottom: .5rem;`}><bdi>{site.brand}</bdi></p>
            <p>{site.footer.about}</p>
            <p>
              <CtaPlaceContext.Provider value="footer">
                <SmartLink href={`mailto:${site.email}`} cta="email"><bdi>{site.email}</bdi></SmartLink>
              </CtaPlaceContext.Provider>
            </p>
          </div>
          {site.footer.groups.map((group) => (
            <nav key={group.key} aria-labelledby={`footer-${group.key.replace(/\W+/g, "-")}`}>
              <h2 css={heading} id={`footer-${group.key.replace(/\W+/g, "-")}`}>{t(group.key)}</h2>
              <ul css={[list, group.links.length > 6 && longList]}>
                {group.links.map((link) => (
                  <li key={link.href}><SmartLink href={link.href}>{navLabel(link, t)}</SmartLink></li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {/* The legal pages stay in the default language; a page in another one says so (footer.legalInEnglish). */}
        <p css={bottom}>© <bdi>{site.brand}</bdi>{`. ${t("footer.rights")}${site.language === site.languages[0].code ? "" : ` ${t("footer.legalInEnglish")}`}`}</p>
      </div>
    </footer>
  );
}
