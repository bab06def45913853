// The response headers a page and an asset must carry: a strict content security policy whose style hashes cover every
// inline <style>, transport and framing protection, and caching that is immutable for hashed assets only.
import { createHash } from "node:crypto";

/** The policy's directives: name → source list. */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => part.trim()).filter(Boolean).map((part) => {
      const [name, ...sources] = part.split(/\s+/);
      return [name.toLowerCase(), sources] as const;
    }),
  );
}

export const styleHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function policyProblems(policy: string | null, inlineStyles: string[]): string[] {
  if (!policy) return ["no Content-Security-Policy"];
  const problems: string[] = [];
  const directives = parsePolicy(policy);
  const expect = (name: string, sources: string) => {
    const actual = directives.get(name)?.join(" ");
    if (actual !== sources) problems.push(`CSP ${name} is ${actual === undefined ? "missing" : `"${actual}"`}, expected "${sources}"`);
  };
  expect("default-src", "'none'");
  expect("script-src", "'self'");
  expect("img-src", "'self'");
  expect("base-uri", "'none'");
  expect("form-action", "'none'");
  expect("frame-ancestors", "'none'");
  const styles = directives.get("style-src") ?? [];
  const loose = styles.filter((source) => source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source));
  if (!styles.includes("'self'") || loose.length) problems.push(`CSP style-src must be 'self' and sha256 hashes only, found ${loose.join(" ") || "no 'self'"}`);
  // Emotion's runtime inserts empty <style> elements and fills them through the CSSOM, hence the empty string.
  const missing = [...new Set(["", ...inlineStyles])].filter((style) => !styles.includes(styleHash(style)));
  const shown = missing.map((style) => (style ? `"${style.slice(0, 40)}${style.length > 40 ? "..." : ""}"` : "the empty string"));
  if (missing.length) problems.push(`CSP style-src lacks the hash of ${shown.join(", ")}`);
  return problems;
}

/** Problems with one response's headers; `inlineStyles` are the texts of every inline <style> the site serves. */
export function headerProblems(headers: Headers, kind: "page" | "asset", inlineStyles: string[]): string[] {
  const problems = policyProblems(headers.get("content-security-policy"), inlineStyles);
  const hsts = headers.get("strict-transport-security") ?? "";
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  if (maxAge < 31536000 || !/includeSubDomains/i.test(hsts)) problems.push(`Strict-Transport-Security "${hsts}" needs max-age of a year or more and includeSubDomains`);
  if (headers.get("x-content-type-options") !== "nosniff") problems.push("X-Content-Type-Options is not nosniff");
  const referrer = headers.get("referrer-policy") ?? "";
  if (!["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer)) problems.push(`Referrer-Policy "${referrer}" may leak full addresses`);
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation"]) {
    if (!permissions.includes(`${feature}=()`)) problems.push(`Permissions-Policy does not turn off ${feature}`);
  }
  if (headers.get("cross-origin-opener-policy") !== "same-origin") problems.push("Cross-Origin-Opener-Policy is not same-origin");
  const cache = headers.get("cache-control") ?? "";
  if (kind === "asset" && !(/immutable/.test(cache) && Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0) >= 31536000)) {
    problems.push(`asset Cache-Control "${cache}" should be a year and immutable (names are content-hashed)`);
  }
  if (kind === "page" && /immutable/.test(cache)) problems.push(`page Cache-Control "${cache}" must not be immutable: pages change under the same address`);
  return problems;
}
