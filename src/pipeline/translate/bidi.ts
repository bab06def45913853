// Runs that must read left to right inside right-to-left text (an e-mail address, a web address, a phone number,
// 6-12, 70%, 24/7, a brand in Latin letters) are isolated with FSI…PDI, the characters <bdi> stands for, so the
// Unicode bidirectional algorithm never reverses them or moves their punctuation to the wrong side.
const FSI = "\u2068";
const PDI = "\u2069";

/** A word of Latin letters or digits, with the punctuation that belongs inside it (4.9/5, 1-2, hello@example.com, 70%). */
const TOKEN = String.raw`\+?[A-Za-z0-9](?:[A-Za-z0-9@._%+/:'’\-–]*[A-Za-z0-9%+])?`;
/** Such words separated by single spaces are one run: "Filipino Talent Bridge", "24 h". */
const RUN = new RegExp(`${TOKEN}(?: ${TOKEN})*`, "g");

export const isolateRuns = (text: string): string => text.replace(RUN, (run) => `${FSI}${run}${PDI}`);

/** Every string of a value with its left-to-right runs isolated (page sections, the footer's words). */
export function isolateAll<T>(value: T): T {
  if (typeof value === "string") return isolateRuns(value) as T;
  if (Array.isArray(value)) return value.map(isolateAll) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, keepAsIs.has(key) ? child : isolateAll(child)])) as T;
  return value;
}

/** Values that are addresses, names of things or choices, never shown as text: left exactly as written. */
const keepAsIs = new Set(["href", "id", "type", "icon", "style", "photo", "person", "image", "cta", "path", "key"]);
