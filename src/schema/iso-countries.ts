// ISO 3166-1 countries from the package that keeps the standard's list (never a list kept here): codes, English names.
// Its browser entry with English only: the Node entry loads every language, ten times slower to start.
import countries from "i18n-iso-countries/index.js";
import english from "i18n-iso-countries/langs/en.json";

countries.registerLocale(english);

/** Every ISO 3166-1 alpha-2 code, sorted. */
export const countryCodes: string[] = Object.keys(countries.getAlpha2Codes()).sort();

/** The country's English name (Kuwait, United Arab Emirates), or the code when the list has none. */
export const countryName = (code: string): string => countries.getName(code, "en") ?? code;

/** The code of a country by its English name (New Zealand → NZ), if the list knows that name. */
export const codeOf = (name: string): string | undefined => countries.getAlpha2Code(name, "en");
