// The Site view's values by field name ("settings/email", "people/oman-consultant/photo", "labels/navigation.home"):
// read from site.yaml's data and the English labels, and back to the paths the server takes.
import type { LoadedSite } from "./site-api";
import { LABELS, schemaAt, type SitePath, type SiteValue } from "./site-fields";

/** A field's name: its path joined by "/" (no key of a person or label has one); countries' places come back as numbers. */
export const nameOf = (path: SitePath) => path.join("/");
export const pathOfName = (name: string): SitePath => name.split("/").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The text at a path of the loaded site ("" where the file has none). */
export function valueAt(loaded: Pick<LoadedSite, "site" | "labels">, path: SitePath): string {
  if (path[0] === LABELS) return loaded.labels[String(path[1])] ?? "";
  const value = path.reduce<unknown>((at, part) => (at && typeof at === "object" ? (at as Record<string | number, unknown>)[part] : undefined), loaded.site);
  return typeof value === "string" ? value : "";
}

/** The values that differ from the ones the files hold. */
export function changedValues(values: Readonly<Record<string, string>>, saved: Readonly<Record<string, string>>): SiteValue[] {
  return Object.entries(values).filter(([name, text]) => saved[name] !== text).map(([name, text]) => ({ path: pathOfName(name), text }));
}

/** What the schema says of a field: its limit, and whether it must have a value. */
export function limitsOf(path: SitePath): { maxLength?: number; required: boolean; description?: string } {
  const own = schemaAt(path);
  if (path[0] === LABELS) return { maxLength: own?.maxLength, required: true };
  const parent = schemaAt(path.slice(0, -1));
  return { maxLength: own?.maxLength, required: parent?.required?.includes(String(path[path.length - 1])) ?? false, description: own?.description };
}
