// A stand-in statistics service on 127.0.0.1: a script that reports the page as Plausible's does, and the endpoint that counts.
import { createServer, type Server } from "node:http";

/** Reads its settings from its own element's data-* attributes, as the real services do; no inline code is needed. */
const SCRIPT = `(function () {
  var me = document.currentScript;
  fetch(new URL("/api/event", me.src), { method: "POST", body: JSON.stringify({ domain: me.dataset.domain, path: location.pathname }) });
})();\n`;

export interface StubService {
  server: Server;
  url: string;
  /** Each page view the script reported. */
  hits: { domain: string; path: string }[];
  waitForHits: (count: number) => Promise<void>;
}

export async function startStubService(): Promise<StubService> {
  const hits: StubService["hits"] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    const cors = { "Access-Control-Allow-Origin": "*" };
    if (request.method === "GET" && request.url === "/js/script.js") {
      response.writeHead(200, { ...cors, "Content-Type": "text/javascript" }).end(SCRIPT);
    } else if (request.method === "POST" && request.url === "/api/event") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk));
      request.on("end", () => {
        hits.push(JSON.parse(body) as StubService["hits"][number]);
        response.writeHead(202, cors).end();
        waiting.splice(0).forEach((wake) => wake());
      });
    } else response.writeHead(404, cors).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  // Not a timing assertion: a report that never comes fails the test instead of holding the run.
  const waitForHits = async (count: number) => {
    const deadline = Date.now() + 15_000;
    while (hits.length < count) {
      if (Date.now() > deadline) throw new Error(`the service counted ${hits.length} of ${count} page views`);
      await new Promise<void>((wake) => (waiting.push(wake), setTimeout(wake, 500)));
    }
  };
  return { server, url, hits, waitForHits };
}
