// The language switcher: the same page in each other language it exists in, named in its own language.
import { useSite } from "../core/contexts";
import { LANGUAGE_STORAGE_KEY, useT } from "../core/i18n";

/** Remembered for the next visit (see savedLanguagePage in app/loader.ts); the site's own codes only. */
function remember(code: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode: the choice still applies to this visit.
  }
}

/**
 * `alternates`: the shown page's address in each language (PageData.alternates; none on the not-found page).
 * `className`: the navigation's own list style, so the switcher costs no styles of its own.
 */
export function LanguageSwitch({ alternates, className }: { alternates: Record<string, string>; className?: string }) {
  const site = useSite();
  const t = useT();
  const others = site.languages.filter((language) => language.code !== site.language && alternates[language.code]);
  return others.length ? (
    // A named group ("Language") around the list: a list itself is not meant to carry a label.
    <div role="group" aria-label={t("navigation.language")}>
      <ul className={className}>
        {others.map(({ code, name }) => (
          <li key={code}>
            {/* A new document: the other language brings its own site data. The wide header shows the code (DE), the
                phone menu the name; a screen reader hears both, so the name holds what is seen. */}
            <a href={alternates[code]} lang={code} hrefLang={code} onClick={() => remember(code)}>
              <span data-code="">{code.toUpperCase()}</span>
              <span data-name="">{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  ) : null;
}
