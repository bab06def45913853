// The header rules turned into disjoint locations, as nginx and Caddy need them: each with every header it gets.
import { DEFAULT_CACHE_CONTROL } from "../../../server/headers";
import type { HostRule } from "../host-files";

export interface Location {
  /** "/" for everything else, "/assets/" for a `/assets/*` rule, or an exact path. */
  path: string;
  kind: "default" | "prefix" | "exact";
  /** Every header the location's responses carry, the later rule's value winning, as _headers does. */
  headers: [string, string][];
}

function locationOf(pattern: string): Pick<Location, "path" | "kind"> {
  if (pattern === "/*") return { path: "/", kind: "default" };
  if (/^\/[^*]*\/\*$/.test(pattern)) return { path: pattern.slice(0, -1), kind: "prefix" };
  if (/^\/[^*]*$/.test(pattern)) return { path: pattern, kind: "exact" };
  throw new Error(`header rule ${pattern}: nginx and Caddy configs support /*, /prefix/* and exact paths only`);
}

const covers = (rule: Pick<Location, "path" | "kind">, location: Pick<Location, "path" | "kind">) =>
  rule.kind === "default" || (rule.kind === "prefix" && location.path.startsWith(rule.path)) || rule.path === location.path;

/** One location per rule (and always "/"), each with the merged headers of every rule that covers it. */
export function locations(rules: readonly HostRule[]): Location[] {
  const placed = rules.map((rule) => ({ ...locationOf(rule.path), rule }));
  const all = [{ path: "/", kind: "default" as const }, ...placed.filter((p) => p.kind !== "default")];
  return all.map((location) => {
    const merged = new Map<string, [string, string]>();
    for (const { rule, ...at } of placed) if (covers(at, location)) for (const [name, value] of rule.headers) merged.set(name.toLowerCase(), [name, value]);
    if (!merged.has("cache-control")) merged.set("cache-control", ["Cache-Control", DEFAULT_CACHE_CONTROL]);
    return { ...location, headers: [...merged.values()] };
  });
}

/** Refuses a value a config file could misread: these configs are written from our own rules, so this is a bug guard. */
export function plainValue(value: string): string {
  if (/["\\$\n\r{}]/.test(value)) throw new Error(`header value ${JSON.stringify(value)} holds a character nginx or Caddy would read as syntax`);
  return value;
}
