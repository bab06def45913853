// {brand}, {email} and {booking} in page text: site-wide values written once in site.yaml, filled in at build time.
import { visit, type Document } from "yaml";
import { suggest } from "./problems";
import type { SiteSpec } from "./model";
import type { SourceFile } from "./source";

export const placeholderValues = (settings: SiteSpec["settings"]): Record<string, string> => ({
  brand: settings.brand,
  email: settings.email,
  booking: settings.bookingUrl,
});

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** Reports every unknown {name} at its own column; known ones are left for fill(). */
export function checkPlaceholders(doc: Document.Parsed, file: SourceFile, names: readonly string[]) {
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== "string" || !node.range) return;
      for (const match of node.value.matchAll(PLACEHOLDER)) {
        if (names.includes(match[1])) continue;
        const inSource = file.text.indexOf(match[0], node.range[0]);
        const start = inSource >= 0 && inSource < node.range[1] ? inSource : node.range[0];
        file.error(start, start + match[0].length, `unknown placeholder ${match[0]}`, `${suggest(match[1], names, "Placeholders")} (set in site.yaml settings)`);
      }
    },
  });
}

/** A deep copy of the data with every known placeholder filled in. */
export function fill<T>(data: T, values: Record<string, string>): T {
  if (typeof data === "string") {
    return data.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole) as T;
  }
  if (Array.isArray(data)) return data.map((item) => fill(item, values)) as T;
  if (data && typeof data === "object") {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fill(value, values)])) as T;
  }
  return data;
}

