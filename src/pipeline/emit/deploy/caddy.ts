// dist/_deploy/Caddyfile: the site's rules for Caddy, to `import` inside a site block after its `root`.
import { CONTENT_TYPES, compressible, contentType } from "../../../server/content-types";
import { NEVER_SERVED } from "../../../server/paths";
import type { RedirectRule } from "../../../server/redirects";
import type { HostRule } from "../host-files";
import { locations, plainValue, type Location } from "./locations";

const indent = (lines: string[], by = "\t") => lines.map((line) => (line ? by + line : line));

/** Each location gets a named matcher that excludes the more specific ones, so no header is set twice. */
function matchers(all: Location[], prefix: string): { name: string; lines: string[] }[] {
  const specific = all.filter((location) => location.kind !== "default");
  const pathOf = (location: Location) => (location.kind === "prefix" ? `${location.path}*` : location.path);
  return all.map((location, at) => {
    const name = `@${prefix}rules${at}`;
    if (location.kind !== "default") return { name, lines: [`${name} path ${pathOf(location)}`] };
    return { name, lines: specific.length ? [`${name} not path ${specific.map(pathOf).join(" ")}`] : [`${name} path /*`] };
  });
}

/** The header directives: written twice, because Caddy's error routes (the 404 page) do not run the main route's. */
function headerDirectives(all: Location[], errorPage: boolean): string[] {
  // The error page answers for any path with the page headers only: a 404 under /assets/ is never cached for a year.
  if (errorPage) return [`header {`, ...indent(all[0].headers.map(([header, value]) => `${header} "${plainValue(value)}"`)), "}", `header Content-Type "${contentType("404.html")}"`];
  const named = matchers(all, "");
  const types = [...CONTENT_TYPES].map(([extension, type]) => [`@type${extension.slice(1)} path *${extension}`, `header @type${extension.slice(1)} Content-Type "${type}"`]);
  return [
    ...named.flatMap(({ name, lines }, at) => [
      ...lines,
      `header ${name} {`,
      ...indent(all[at].headers.map(([header, value]) => `${header} "${plainValue(value)}"`)),
      "}",
    ]),
    // Caddy would take types from the system's mime.types; these are the ones `npm start` sends.
    ...types.map(([matcher]) => matcher),
    ...types.map(([, directive]) => directive),
  ];
}

/** Text compressed on the fly when no precompressed file exists, however small, the same types `npm start` compresses. */
const textTypes = [...new Set([...CONTENT_TYPES.values()].filter(compressible).map((type) => type.split(";")[0]))];
const ENCODE = ["encode zstd gzip {", "\tminimum_length 1", "\tmatch {", ...textTypes.map((type) => `\t\theader Content-Type ${type}*`), "\t}", "}"];

/** Redirects run before try_files and file_server (Caddy's directive order); `/old/` answers like `/old`. */
function redirectDirectives(redirects: readonly RedirectRule[]): string[] {
  return redirects.flatMap((rule, at) => {
    const paths = rule.from.startsWith("/go/") ? rule.from : `${rule.from} ${rule.from}/`;
    if (!rule.campaign) return [`@redirect${at} path ${paths}`, `redir @redirect${at} "${plainValue(rule.to)}" ${rule.status}`];
    // {query}: the query as sent (still encoded); the page passes on only its utm_* campaign.
    return [
      `@redirect${at}c {`, `	path ${paths}`, "	query utm_source=*", "}",
      `redir @redirect${at}c "${plainValue(rule.campaign.prefix)}{query}${plainValue(rule.campaign.suffix)}" ${rule.status}`,
      `@redirect${at} {`, `	path ${paths}`, "	not query utm_source=*", "}",
      `redir @redirect${at} "${plainValue(rule.to)}" ${rule.status}`,
    ];
  });
}

export function caddyfile(rules: readonly HostRule[], redirects: readonly RedirectRule[] = [], languages: readonly string[] = []): string {
  const all = locations(rules);
  return [
    "# Written by `npm run build` from the same rules as _headers; do not edit, rebuild instead.",
    "# Use: inside your site block, after `root * /path/to/dist`, add `import /path/to/dist/_deploy/Caddyfile`",
    ...headerDirectives(all, false),
    // The site is read-only, as `npm start` says: any other method is 405 (Caddy's file_server would answer 200).
    "@unread not method GET HEAD",
    'header @unread Allow "GET, HEAD"',
    'respond @unread "405: method not allowed" 405',
    ...redirectDirectives(redirects),
    // Clean URLs as `npm start` serves them: /for-kuwait and /for-kuwait/ answer with for-kuwait/index.html, no redirect.
    // A path that names no file is a 404 here, before file_server: a name the file system refuses (a NUL, a segment over
    // 255 bytes) would otherwise be its error, a 500.
    "try_files {path} {path}/index.html =404",
    ...ENCODE,
    "file_server {",
    `\thide ${NEVER_SERVED.join(" ")}`,
    "\tprecompressed br gzip",
    "\tdisable_canonical_uris",
    "}",
    "handle_errors {",
    // Each language's own not-found page under its prefix (/de/404.html); rewrites are exclusive, the first that matches wins.
    ...indent([...headerDirectives(all, true), ...languages.flatMap((code) => [`@lang_${code} path /${code}/*`, `rewrite @lang_${code} /${code}/404.html`]), "rewrite * /404.html", ...ENCODE, "file_server"]),
    "}",
    "",
  ].join("\n");
}
