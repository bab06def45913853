// Every href and src in a built site: internal ones must resolve to a file (and #anchors to an id on the target page),
// external ones must be https: or mailto:, and a link that opens a new tab must not hand the opener to the new page.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseRedirects, redirectFor, REDIRECTS_FILE } from "../../../src/server/redirects";
import { parseHtml } from "./routes";

interface Page {
  ids: Set<string>;
  urls: { attr: string; value: string; tag: string; target?: string; rel?: string }[];
}

const ATTRS = ["href", "src", "srcset"];

function readPage(html: string): Page {
  const root = parseHtml(html);
  const ids = new Set(root.querySelectorAll("[id]").map((element) => element.id));
  const urls = root.querySelectorAll(ATTRS.map((attr) => `[${attr}]`).join(",")).flatMap((element) =>
    ATTRS.flatMap((attr) => {
      const raw = element.getAttribute(attr);
      if (raw === undefined) return [];
      // srcset: comma-separated candidates, each a URL then an optional width or density.
      const values = attr === "srcset" ? raw.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]) : [raw];
      return values.map((value) => ({
        attr,
        value,
        tag: element.tagName.toLowerCase(),
        target: element.getAttribute("target"),
        rel: element.getAttribute("rel"),
      }));
    }),
  );
  return { ids, urls };
}

/** The file a site path serves, as a static host maps it: the file itself, or the folder's index.html. */
function fileFor(dist: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  for (const candidate of [join(dist, decoded), join(dist, decoded, "index.html")]) {
    if (candidate.startsWith(dist) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export const htmlFiles = (dist: string) =>
  readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html")).sort();

/** All problems, one line each: "page: <tag attr=value>: what is wrong". `baseUrl` links are checked as internal. */
export function linkProblems(dist: string, baseUrl?: string): string[] {
  const pages = new Map<string, Page>();
  const pageAt = (file: string) => {
    if (!pages.has(file)) pages.set(file, readPage(readFileSync(file, "utf8")));
    return pages.get(file)!;
  };
  const problems: string[] = [];
  // A path the host answers with a redirect (a counted /go/ link) resolves as much as a file does.
  const redirects = existsSync(join(dist, REDIRECTS_FILE)) ? parseRedirects(readFileSync(join(dist, REDIRECTS_FILE), "utf8")) : [];
  for (const name of htmlFiles(dist)) {
    const page = pageAt(join(dist, name));
    for (const url of page.urls) {
      const where = `${name}: <${url.tag} ${url.attr}="${url.value}">`;
      const report = (message: string) => problems.push(`${where}: ${message}`);
      if (url.target === "_blank") {
        const rel = new Set((url.rel ?? "").toLowerCase().split(/\s+/));
        if (!rel.has("noopener") || !rel.has("noreferrer")) report('target="_blank" without rel="noopener noreferrer"');
      }
      let value = url.value;
      if (baseUrl && (value === baseUrl || value.startsWith(`${baseUrl}/`) || value.startsWith(`${baseUrl}#`))) {
        value = value.slice(baseUrl.length) || "/";
      }
      if (value.startsWith("#")) {
        const id = decodeURIComponent(value.slice(1));
        if (!id) report("empty anchor");
        else if (!page.ids.has(id)) report(`no element with id "${id}" on this page`);
      } else if (value.startsWith("/") && !value.startsWith("//")) {
        const [pathAndQuery, hash] = value.split("#", 2);
        const file = fileFor(dist, pathAndQuery.split("?")[0]);
        if (!file && redirectFor(redirects, pathAndQuery.split("?")[0], "")) continue;
        if (!file) report("no such file or route in the built site");
        else if (hash !== undefined) {
          // Icons point at a symbol of the sprite file (<use href="/assets/icons-….svg#check">): its ids count as a page's.
          if (!/\.(html|svg)$/.test(file)) report("an anchor on a file that is not a page");
          else if (!pageAt(file).ids.has(decodeURIComponent(hash))) report(`no element with id "${hash}" on the target page`);
        }
      } else if (/^mailto:[^@\s]+@[^@\s]+$/.test(value)) {
        // mailto: with one address is the only non-web link the site may carry.
      } else if (/^https:\/\/[^/\s]+/.test(value)) {
        // External https: links cannot be resolved offline; their scheme is what the gate guards.
      } else {
        report("only site paths, #anchors, https: and mailto: are allowed");
      }
    }
  }
  return problems;
}
