// Languages as the pages use them: their shape (from settings.languages), and where each language's pages live.
import type { FromSchema } from "json-schema-to-ts";
import type { language } from "../schema/languages";

export type LanguageSpec = FromSchema<typeof language>;
/** A language code, as settings.languages lists it (en, de). */
export type Language = string;

/** The address of a page in a language: the default language keeps the page's own path, another adds its prefix. */
export function languagePath(path: string, language: Language, defaultLanguage: Language): string {
  if (language === defaultLanguage) return path;
  return path === "/" ? `/${language}/` : `/${language}${path}`;
}

/** The language of an address: the code it starts with, when that is one of the site's other languages. */
export function languageOfPath(path: string, codes: readonly Language[]): Language {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  return first && codes.includes(first) && first !== codes[0] ? first : codes[0];
}

export const isSupported = (codes: readonly Language[], value: unknown): value is Language =>
  typeof value === "string" && codes.includes(value);
