// The editor's own port: its pages, its API and the images its canvas shows; never a page or script of the site.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { plain } from "../../../src/server/guarded";
import { requestPath } from "../../../src/server/paths";
import { contentType, type FileSource } from "../../../src/server/site-handler";
import { refusedHost } from "../hosts";
import { EDITOR_API, EDITOR_PREFIX } from "./api";
import { FILE_HEADERS, NOT_FRAMED } from "./page-headers";

export interface EditorServer {
  url: string;
  server: Server;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
type Failed = (request: IncomingMessage, response: ServerResponse, error: unknown) => void;

/**
 * Another port is another origin: what the preview serves from public/ (an HTML page with its script) can never read
 * this port's pages, where the API token is, nor call its API as the editor. Site files are served here only when they
 * are images, sandboxed (see FILE_HEADERS); everything else is the editor's.
 */
export async function startEditorServer(port: number, editor: Handler, files: readonly FileSource[], failed: Failed): Promise<EditorServer> {
  try {
    return await listen(port, editor, files, failed);
  } catch (error) {
    // The port asked for is taken (a second `npm run dev`): any free one.
    if (port === 0 || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    return listen(0, editor, files, failed);
  }
}

/** The preview's answer for /__edit/…: its API is not there; its pages are on the editor's port. */
export function editorElsewhere(editorUrl: string, urlPath: string, response: ServerResponse) {
  if (urlPath.startsWith(`${EDITOR_PREFIX}/api/`)) return plain(response, 404, `404: the editor's API is not on this port; open the editor at ${editorUrl}`);
  response.writeHead(302, { Location: new URL(urlPath, editorUrl).href, "Cache-Control": "no-store" });
  response.end();
}

async function listen(port: number, editor: Handler, files: readonly FileSource[], failed: Failed): Promise<EditorServer> {
  let refused: ReturnType<typeof refusedHost> = () => true;
  const image = (request: IncomingMessage, response: ServerResponse) => {
    const path = requestPath(request.url);
    if (path === "/") return void response.writeHead(302, { ...NOT_FRAMED, Location: `${EDITOR_PREFIX}/` }).end();
    const type = contentType(path);
    let found;
    if (type.startsWith("image/")) for (const source of files) if ((found = source(path))) break;
    if (!found) return plain(response, 404, "404: the editor's port serves the editor and the site's images only", NOT_FRAMED);
    response.writeHead(200, { ...FILE_HEADERS, "Content-Type": type, "Cache-Control": "no-cache", "Content-Length": Buffer.byteLength(found.body) });
    response.end(request.method === "HEAD" ? undefined : found.body);
  };
  const server = createServer({ requireHostHeader: false }, (request, response) => {
    if (refused(request, response)) return;
    // Another site (or the preview, another port) may open the editor in a tab, never load its parts: a cross-site
    // <script> or <img> would rebuild the bundle or run the API's checks for nothing.
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none" && request.headers["sec-fetch-mode"] !== "navigate") {
      return plain(response, 403, "403: the editor's files load only in the editor's own pages", NOT_FRAMED);
    }
    const path = requestPath(request.url);
    // The API's routes say which method each takes (after the origin proof); everything else here is read-only.
    if (!path.startsWith(EDITOR_API) && request.method !== "GET" && request.method !== "HEAD") return plain(response, 405, "405: method not allowed", { ...NOT_FRAMED, Allow: "GET, HEAD" });
    if (path === EDITOR_PREFIX || path.startsWith(`${EDITOR_PREFIX}/`)) return void editor(request, response).catch((error: unknown) => failed(request, response, error));
    try {
      image(request, response);
    } catch (error) {
      failed(request, response, error);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  refused = refusedHost(actual);
  return { url: `http://127.0.0.1:${actual}${EDITOR_PREFIX}/`, server };
}
