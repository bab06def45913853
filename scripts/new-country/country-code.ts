// The new country's ISO 3166-1 alpha-2 code: one of the standard's, and not already another country's in site.yaml.
import { codeOf, countryCodes } from "../../src/schema/iso-countries";

/** The code in capitals, or why it cannot be used (plain words, for the command and the editor alike). */
export function checkCode(raw: string, name: string, taken: ReadonlyMap<string, string>): { code: string } | { refused: string } {
  const code = raw.trim().toUpperCase();
  if (!countryCodes.includes(code)) {
    const known = codeOf(name);
    return { refused: `"${raw}" is not a country code: give the country's two letters from ISO 3166-1, ${known ? `for ${name} ${known}` : "such as NZ for New Zealand"}` };
  }
  const other = taken.get(code);
  if (other !== undefined) return { refused: `${code} is already the code of ${other} in site.yaml: each country has its own code` };
  return { code };
}
