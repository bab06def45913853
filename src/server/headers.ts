// The _headers file (Netlify/Cloudflare Pages format) read back, so both servers answer with the headers a host would.
import type { ServerResponse } from "node:http";

/** What a response says about caching when no rule does: revalidate every time (pages change under one address). */
export const DEFAULT_CACHE_CONTROL = "no-cache";

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** A path pattern line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else if (rules.length) {
      const at = line.indexOf(":");
      rules[rules.length - 1].headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** Every rule whose pattern matches the path, in order; a later rule's value for the same name wins, as on Netlify. */
export function applyHeaders(rules: readonly HeaderRule[], urlPath: string, response: ServerResponse) {
  for (const rule of rules) if (rule.pattern.test(urlPath)) for (const [name, value] of rule.headers) response.setHeader(name, value);
}
