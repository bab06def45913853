// The language switcher: the same page in each other language it exists in, named in its own language.
import { css } from "@emotion/react";
import { createContext, useContext } from "react";
import { useSite } from "../core/contexts";
import { useT, saveLanguage } from "../core/i18n";
import { color, mq } from "./theme";

/** The shown page's address in each language (PageData.alternates); empty on the not-found page. */
export const AlternatesContext = createContext<Record<string, string>>({});

const list = css`list-style: none; margin: .5rem 0 0; padding: .5rem 0 0; display: flex; flex-wrap: wrap; gap: .25rem;
  border-top: 1px solid ${color.line};
  ${mq.nav} { margin: 0; padding: 0; border: 0; }
  a { display: inline-flex; align-items: center; min-height: 44px; padding: .5rem .6rem; border-radius: 8px; color: ${color.ink};
    font-weight: 600; font-size: .95rem; text-decoration: none; border: 1px solid ${color.line}; }
  a:hover { color: ${color.primary}; background: ${color.alt}; }`;

const storage = () => (typeof localStorage === "undefined" ? undefined : localStorage);

export function LanguageSwitch({ onChoose }: { onChoose?: () => void }) {
  const site = useSite();
  const t = useT();
  const alternates = useContext(AlternatesContext);
  const others = site.languages.filter((language) => language.code !== site.language && alternates[language.code]);
  if (!others.length) return null;
  const codes = site.languages.map((language) => language.code);
  return (
    <ul css={list} aria-label={t("navigation.language")}>
      {others.map((language) => (
        <li key={language.code}>
          {/* A new document: the other language brings its own site data. */}
          <a href={alternates[language.code]} lang={language.code} hrefLang={language.code} onClick={() => (saveLanguage(storage(), codes, language.code), onChoose?.())}>
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
