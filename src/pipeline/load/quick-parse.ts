// A file's data read by js-yaml, some five times quicker than yaml's document, when the text is simple enough that
// both read it alike (quick-screen.ts); anything else, and any text js-yaml refuses, is left to yaml (parse.ts), which
// places every problem. test/engine/quick-parse.test.ts holds the two to the same data on every file and on mutants.
import { load, Schema, Type } from "js-yaml";
import { needsDocument } from "./quick-screen";

const scalar = (tag: string, test: RegExp, construct: (text: string) => unknown) =>
  new Type(tag, { kind: "scalar", resolve: (text: string | null) => text !== null && test.test(text), construct });

/** yaml's core schema (YAML 1.2), its tests and conversions in its order: js-yaml's own reads `1_000` and `0b1` as numbers. */
const CORE = new Schema({
  implicit: [
    scalar("tag:yaml.org,2002:null", /^(?:~|[Nn]ull|NULL)?$/, () => null),
    scalar("tag:yaml.org,2002:bool", /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === "t" || text[0] === "T"),
    scalar("tag:yaml.org,2002:int#oct", /^0o[0-7]+$/, (text) => parseInt(text.substring(2), 8)),
    scalar("tag:yaml.org,2002:int", /^[-+]?[0-9]+$/, (text) => parseInt(text, 10)),
    scalar("tag:yaml.org,2002:int#hex", /^0x[0-9a-fA-F]+$/, (text) => parseInt(text.substring(2), 16)),
    scalar("tag:yaml.org,2002:float#nan", /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, (text) =>
      text.slice(-3).toLowerCase() === "nan" ? NaN : text[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY),
    scalar("tag:yaml.org,2002:float#exp", /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat),
    scalar("tag:yaml.org,2002:float", /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat),
  ],
});

/**
 * Whether the data holds nothing a document check must look at: text with " - " in it may be a list item YAML took
 * into the text above (continued-items.ts), and a key "null" may have been written as an empty or null key, which yaml
 * reads as "".
 */
function plainData(value: unknown): boolean {
  if (typeof value === "string") return !/\s- \S/.test(value);
  if (Array.isArray(value)) return value.every(plainData);
  if (value !== null && typeof value === "object") {
    for (const key in value) if (key === "null" || !plainData((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** The text's data when it is a mapping read without a document, or undefined: the file is then parsed by yaml. */
export function quickData(text: string): object | undefined {
  if (needsDocument(text)) return undefined;
  let data: unknown;
  try {
    data = load(text, { schema: CORE });
  } catch {
    return undefined;
  }
  return data !== null && typeof data === "object" && !Array.isArray(data) && plainData(data) ? data : undefined;
}
