// Chrome strings by dot-separated key in the page's language, and the visitor's saved language.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { isSupported, type Language } from "./languages";

export { type Language } from "./languages";

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

/** The saved language when it is one the site has, else undefined. Storage may be absent or throw. */
export function restoreLanguage(storage: Pick<Storage, "getItem"> | undefined, codes: readonly Language[]): Language | undefined {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupported(codes, saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Saves one of the site's languages; returns whether it was one. Storage may be absent or refuse (private mode). */
export function saveLanguage(storage: Pick<Storage, "setItem"> | undefined, codes: readonly Language[], language: string): language is Language {
  if (!isSupported(codes, language)) return false;
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this visit.
  }
  return true;
}

interface I18n {
  language: Language;
  t: (key: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** Keys already reported missing: once per page load, however often React renders (or re-renders after a mismatch). */
const warnedKeys = new Set<string>();

/**
 * The page's language and its strings, which come with that language's site data: the prerendered HTML and the first
 * client render agree, and a page never shows another language's words. A missing key shows as itself, with a warning.
 */
export function I18nProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
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
  const value = useMemo(() => ({ language, t }), [language, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n() outside <I18nProvider>");
  return i18n;
}

export const useT = () => useI18n().t;
