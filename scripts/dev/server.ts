// The dev server: serves the latest good build from memory, pushes build state to open pages, and rebuilds on save.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { guarded, plain } from "../../src/server/guarded";
import { parseHeaders, type HeaderRule } from "../../src/server/headers";
import { parseRedirects, REDIRECTS_FILE, type ParsedRedirect } from "../../src/server/redirects";
import { requestPath } from "../../src/server/paths";
import { contentType, folderSource, memorySource, siteHandler, type FileSource } from "../../src/server/site-handler";
import { EDITOR_PREFIX, editorApi } from "./editor/api";
import { editorProof } from "./editor/proof";
import { editorElsewhere, startEditorServer } from "./editor/server";
import { refusedHost } from "./hosts";
import { buildQueue } from "./build-queue";
import { devAssetsDir, type BuildReply } from "./protocol";
import { OwnSaves } from "./own-saves";
import { watchProject, type Change } from "./watch";

/**
 * What open pages are told: `build` counts good builds, so a page reloads when a newer one exists; `pages`, the data
 * URLs of the pages the last good build changed when nothing else did, lets a page one build behind update in place.
 */
interface State {
  build: number;
  ok: boolean;
  report: string;
  pages?: string[];
}

export interface DevServer {
  url: string;
  /** The visual editor, on a port of its own: http://127.0.0.1:PORT/__edit/ */
  editorUrl: string;
  close: () => Promise<void>;
}

// Bundled: it shares the app's names for #root and its data attributes (src/app/app-data.ts, src/core/dom-ids.ts).
const CLIENT = buildSync({ entryPoints: [join(import.meta.dirname, "client.ts")], bundle: true, format: "esm", target: "es2020", write: false }).outputFiles[0].text;

/** Only dev responses carry this tag: dist/ is written by the build, which never sees it. */
const withClient = (html: string, build: number) =>
  html.replace("</head>", `<script type="module" src="/__dev/client.js?build=${build}"></script></head>`);

const SHELL = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Site has errors</title></head><body><p>The site has errors: see the terminal.</p></body></html>";

/** `editorPort`: where the editor listens (0: any free port); it falls back to a free port when that one is taken. */
export async function startDevServer(root: string, port: number, log: (text: string) => void, editorPort = 0): Promise<DevServer> {
  const state: State = { build: 0, ok: false, report: "" };
  let firstBuild: () => void = () => undefined;
  const firstBuilt = new Promise<void>((resolve) => (firstBuild = resolve));
  // A Map, not an object: a request for /__proto__ or /toString must find nothing.
  let files = new Map<string, string>();
  let rules: HeaderRule[] = [];
  /** The build's _redirects (site.yaml's redirects:, the /go/ paths), parsed once per build that changes it: at 1,700 pages it is 3,000 lines. */
  let redirects: ParsedRedirect[] = [];
  const clients = new Set<ServerResponse>();
  const send = (response: ServerResponse) => response.write(`event: state\ndata: ${JSON.stringify(state)}\n\n`);

  const onBuilt = (reply: BuildReply, since: number, why: string) => {
    // The same warnings after every save would bury what changed: print the report when it differs.
    if (reply.report !== state.report) log(reply.report);
    const took = `${Date.now() - since} ms (build ${reply.ms} ms)`;
    if (reply.ok) {
      // A new map, not the old one changed: a request being answered keeps the files of the build it started with.
      const next = reply.whole ? new Map<string, string>() : new Map(files);
      for (const name of reply.removed) next.delete(name);
      for (const [name, text] of Object.entries(reply.changed)) next.set(name, text);
      files = next;
      rules = parseHeaders(reply.headers);
      if (reply.whole || REDIRECTS_FILE in reply.changed || reply.removed.includes(REDIRECTS_FILE)) redirects = parseRedirects(files.get(REDIRECTS_FILE) ?? "");
      Object.assign(state, { build: state.build + 1, ok: true, report: reply.report, pages: reply.pages });
      log(`${why}: built ${[...files.keys()].filter((f) => f.endsWith("index.html")).length} pages in ${took}`);
    } else {
      Object.assign(state, { ok: false, report: reply.report });
      log(`${why}: not built, in ${took}; fix the file and save`);
    }
    for (const client of clients) send(client);
    firstBuild();
  };
  const builds = buildQueue(root, () => state.build > 0, onBuilt);

  // --- HTTP ---
  // Set once listening, when the port is known; nothing is answered before.
  let refused: ReturnType<typeof refusedHost> = () => true;

  const serve = (request: IncomingMessage, response: ServerResponse) => {
    if (refused(request, response)) return;
    const urlPath = requestPath(request.url);
    if (urlPath === "/__dev/events") {
      response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
      if (request.method === "HEAD") return void response.end();
      response.write("retry: 300\n\n");
      send(response);
      clients.add(response);
      request.on("close", () => clients.delete(response));
      return;
    }
    // The editor is not on this port: a previewed file would share its origin (see scripts/dev/editor/proof.ts).
    if (urlPath === EDITOR_PREFIX || urlPath.startsWith(`${EDITOR_PREFIX}/`)) return elsewhere(urlPath, response);
    if (urlPath === "/__dev/client.js") {
      response.writeHead(200, { "Content-Type": contentType("client.js"), "Cache-Control": "no-cache" });
      response.end(CLIENT);
      return;
    }
    site(request, response);
  };

  let editorUrl = "";
  const elsewhere = (urlPath: string, response: ServerResponse) => editorElsewhere(editorUrl, urlPath, response);
  const failed = (request: IncomingMessage, response: ServerResponse, error: unknown) => {
    log(`editor: ${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!response.headersSent) plain(response, 500, "internal server error");
    else response.destroy();
  };

  const sources: FileSource[] = [memorySource(() => files), folderSource(devAssetsDir(root)), folderSource(join(root, "public"))];
  const site = siteHandler({
    sources,
    rules: () => rules,
    // Answered as npm start answers them.
    redirects: () => redirects,
    notFound: (urlPath) => {
      // A language's own not-found page under its prefix (/de/404.html), as npm start and the hosts answer.
      const own = `${/^\/([a-z]{2})\//.exec(urlPath)?.[1]}/404.html`;
      const name = files.has(own) ? own : "404.html";
      return files.has(name) ? { name, body: files.get(name)! } : { name: "shell.html", body: SHELL, status: 503 };
    },
    html: (text) => withClient(text, state.build),
  });

  // Build first, then listen: the first page anyone opens is a real one (or the real errors).
  const own = new OwnSaves(root);
  const watcher = watchProject(root, (change: Change) => {
    const files = own.others(change.files);
    if (!files.length) return;
    if (change.code) builds.restart();
    builds.build(change.code, change.since, files.join(", "), files);
  });
  builds.build(true, Date.now(), "start");
  await firstBuilt;

  // Without a Host header Node would answer 400 itself; refusedHost answers 403 and says which address to open.
  // GET and HEAD only: the editor's writes go to its own port.
  const server = createServer({ requireHostHeader: false }, guarded("dev server", serve));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  const url = `http://127.0.0.1:${actual}/`;
  refused = refusedHost(actual);
  // The visual editor (/__edit/), on its own port: its writes are the only requests with a body the dev server takes.
  // The editor asks for its saves' build at once, without the watcher's wait for the burst to settle.
  const editor = editorApi(root, (file) => {
    log(`editor: saved ${file}`);
    own.saved(file.split(", "));
    builds.build(false, Date.now(), file, file.split(", "));
  }, { proof: editorProof(), preview: url });
  const editing = await startEditorServer(editorPort, editor, sources, failed).catch(async (error: unknown) => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    throw error;
  });
  editorUrl = editing.url;

  return {
    url,
    editorUrl,
    close: async () => {
      watcher.close();
      builds.stop();
      for (const client of clients) client.end();
      server.closeAllConnections();
      editing.server.closeAllConnections();
      await Promise.all([server, editing.server].map((each) => new Promise((resolve) => each.close(resolve))));
    },
  };
}
