// dist/_deploy/nginx.conf: the site's rules for nginx, to `include` inside a server { } block after its `root`.
import { CONTENT_TYPES, DEFAULT_TYPE, compressible } from "../../../server/content-types";
import { NEVER_SERVED } from "../../../server/paths";
import type { RedirectRule } from "../../../server/redirects";
import type { HostRule } from "../host-files";
import { locations, plainValue, type Location } from "./locations";

const indent = (lines: string[], by = "  ") => lines.map((line) => (line ? by + line : line));

/** `always`: nginx adds headers to 200s only unless told, and the 404 page needs them as much as any page. */
const headerLines = (location: Location) => location.headers.map(([name, value]) => `add_header ${name} "${plainValue(value)}" always;`);

function block(location: Location, nested: string[] = []): string[] {
  const opener = location.kind === "exact" ? `location = ${location.path} {` : location.kind === "prefix" ? `location ^~ ${location.path} {` : "location / {";
  // Clean URLs as `npm start` serves them: /for-kuwait and /for-kuwait/ answer with for-kuwait/index.html, no redirect.
  return [opener, ...indent(["try_files $uri $uri/index.html =404;", ...headerLines(location), ...nested]), "}"];
}

/**
 * Exact locations nested in "/", so they inherit its headers and win over every prefix; `/old/` answers like `/old`.
 */
function redirectBlocks(rule: RedirectRule): string[] {
  const answer = [
    // $args: the query as the visitor's browser sent it (still encoded); the page passes on only its utm_* campaign.
    ...(rule.campaign ? [`if ($arg_utm_source) {`, `  return ${rule.status} "${plainValue(rule.campaign.prefix)}$args${plainValue(rule.campaign.suffix)}";`, "}"] : []),
    `return ${rule.status} "${plainValue(rule.to)}";`,
  ];
  const paths = rule.from.startsWith("/go/") ? [rule.from] : [rule.from, rule.from + "/"];
  return paths.flatMap((path) => [`location = ${path} {`, ...indent(answer), "}"]);
}

export function nginxConf(rules: readonly HostRule[], redirects: readonly RedirectRule[] = [], languages: readonly string[] = []): string {
  const all = locations(rules);
  const types = [...CONTENT_TYPES].map(([extension, type]) => `"${type}" ${extension.slice(1)};`);
  // nginx matches gzip_types against the whole type, parameters included.
  const textTypes = [...new Set([...CONTENT_TYPES.values()].filter(compressible))].map((type) => `"${type}"`);
  const hidden = NEVER_SERVED.map((name) => name.replace(/[^a-z0-9]/gi, (c) => `\\${c}`)).join("|");
  return [
    "# Written by `npm run build` from the same rules as _headers; do not edit, rebuild instead.",
    "# Use: inside your server { } block, after `root /path/to/dist;`, add `include /path/to/dist/_deploy/nginx.conf;`",
    "types {",
    ...indent(types),
    "}",
    `default_type ${DEFAULT_TYPE};`,
    "charset off;",
    "index index.html;",
    "disable_symlinks on;",
    "server_tokens off;",
    // A redirect's Location as written (/for-uae), as the other hosts send it, whatever scheme and port nginx sees.
    "absolute_redirect off;",
    // .gz files beside the originals are sent as they are; without one, text is compressed on the fly, as `npm start` does.
    "gzip_static on;",
    "gzip on;",
    "gzip_vary on;",
    "gzip_min_length 1;",
    `gzip_types ${textTypes.join(" ")};`,
    // Each language's own not-found page under its prefix (/de/404.html); the default language's elsewhere.
    ...(languages.length ? ["set $not_found /404.html;", ...languages.map((code) => `if ($uri ~ ^/${code}/) { set $not_found /${code}/404.html; }`), "error_page 404 $not_found;"] : ["error_page 404 /404.html;"]),
    // Answers nginx gives before any location (a 400 for a malformed request or a NUL in the path) carry the same
    // headers: a location's own add_header lines replace these, so nothing is sent twice.
    ...headerLines(locations(rules)[0]),
    "",
    "# Files for the host, never for visitors.",
    `location ~* (^|/)(${hidden})(/|$) {`,
    "  return 404;",
    "}",
    "",
    ...all.flatMap((location) => [
      ...block(location, location.kind === "default" && redirects.length ? ["# Redirects: site.yaml's redirects: and the counted calls to action (/go/…).", ...redirects.flatMap(redirectBlocks)] : []),
      "",
    ]),
  ].join("\n");
}
