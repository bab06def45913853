// Chrome strings by dot-separated key, the saved language, and loading the resource with English as fallback.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, isSupported, SUPPORTED_LANGUAGES, type Language } from "./languages";

export { DEFAULT_LANGUAGE, isSupported, SUPPORTED_LANGUAGES, type Language } from "./languages";

export type Messages = { [key: string]: string | Messages };
export const LANGUAGE_STORAGE_KEY = "language";

export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}


/** The saved language when it is one we support, else the default. Storage may be absent or throw. */
export function restoreLanguage(storage: Pick<Storage, "getItem"> | undefined): Language {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupported(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Saves a supported language; returns whether it was one. Storage may be absent or refuse (private mode). */
export function saveLanguage(storage: Pick<Storage, "setItem"> | undefined, language: string): language is Language {
  if (!isSupported(language)) return false;
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this visit.
  }
  return true;
}

/** A language's resource from /locales/; on failure it logs and answers null, and the caller keeps English. */
export function loadMessages(language: Language, get: typeof fetch = fetch): Promise<Messages | null> {
  return get(`/locales/${language}.json`)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<Messages>;
    })
    .catch((error: unknown) => {
      console.error(`Could not load translations for "${language}"; using English.`, String(error));
      return null;
    });
}

export type TranslationStatus = "ready" | "loading" | "failed";

interface I18n {
  language: Language;
  status: TranslationStatus;
  t: (key: string) => string;
  setLanguage: (language: string) => void;
}

const I18nContext = createContext<I18n | null>(null);

/** Keys already reported missing: once per page load, however often React renders (or re-renders after a mismatch). */
const warnedKeys = new Set<string>();

const browserStorage = () => (typeof localStorage === "undefined" ? undefined : localStorage);

/**
 * English comes with the site data, so the prerendered HTML and the first client render agree and an English visitor
 * never waits for (or re-renders after) a translation file; another saved language's resource is loaded, and on
 * failure it logs and keeps English.
 */
export function I18nProvider({ english, children }: { english: Messages; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(DEFAULT_LANGUAGE);
  const [loaded, setLoaded] = useState<{ language: Language; messages: Messages } | null>(null);
  const [failed, setFailed] = useState<Language | null>(null);

  // With one language there is nothing to restore, and opening the storage costs a first visit a few milliseconds.
  useEffect(() => {
    if (SUPPORTED_LANGUAGES.length > 1) setLanguageState(restoreLanguage(browserStorage()));
  }, []);

  useEffect(() => {
    if (language === DEFAULT_LANGUAGE) return;
    let live = true;
    loadMessages(language).then((messages) => live && (messages ? setLoaded({ language, messages }) : setFailed(language)));
    return () => {
      live = false;
    };
  }, [language]);

  const current = language === DEFAULT_LANGUAGE ? null : loaded?.language === language ? loaded : undefined;
  const messages = current ? current.messages : english;
  const status: TranslationStatus = current !== undefined ? "ready" : failed === language ? "failed" : "loading";

  const t = useCallback(
    (key: string) => {
      const value = lookup(messages, key);
      if (value !== undefined) return value;
      if (!warnedKeys.has(key)) {
        warnedKeys.add(key);
        console.warn(`Missing translation key: ${key}`);
      }
      return key;
    },
    [messages],
  );

  const setLanguage = useCallback((next: string) => {
    if (saveLanguage(browserStorage(), next)) setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, status, t, setLanguage }), [language, status, t, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n() outside <I18nProvider>");
  return i18n;
}

export const useT = () => useI18n().t;
