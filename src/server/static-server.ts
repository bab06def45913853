// `npm start`'s server for dist/, behaving like a CDN: the headers from _headers, 404.html with status 404, and the
// build's .br and .gz copies for clients that accept them (never compressing per request).
// It answers any Host header, as a CDN does; only the dev server refuses foreign hosts (see scripts/dev/hosts.ts).
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { guarded } from "./guarded";
import { parseRedirects, REDIRECTS_FILE } from "./redirects";
import { parseHeaders } from "./headers";
import { resolveFile } from "./paths";
import { fileFound, folderSource, siteHandler } from "./site-handler";

export function startServer(root: string, port = 0, host = "127.0.0.1"): Promise<{ server: Server; url: string }> {
  const headersPath = join(root, "_headers");
  const redirectsPath = join(root, REDIRECTS_FILE);
  // A language's own not-found page (/de/404.html) under its prefix, where the build wrote one.
  const notFoundPage = (urlPath: string) => {
    const language = /^\/([a-z]{2})\//.exec(urlPath)?.[1];
    return (language && resolveFile(root, `/${language}/404.html`)) || resolveFile(root, "/404.html");
  };
  const server = createServer(guarded("static server", siteHandler({
    sources: [folderSource(root)],
    rules: () => (existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, "utf8")) : []),
    redirects: () => (existsSync(redirectsPath) ? parseRedirects(readFileSync(redirectsPath, "utf8")) : []),
    notFound: (urlPath) => {
      const page = notFoundPage(urlPath);
      return page ? fileFound(page) : { name: "404.html", body: "" };
    },
  })));
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actual}` });
    });
  });
}
