// What both servers do around every request: only GET and HEAD, and an exception answers 500 instead of stopping the server.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

export const plain = (response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
  response.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  response.end(`${text}\n`);
};

/** One line on stderr for a failure (the stack too when DEBUG is set); the site is read-only, so only GET and HEAD. */
export function guarded(label: string, handle: (request: IncomingMessage, response: ServerResponse) => void): RequestListener {
  return (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return plain(response, 405, "405: method not allowed", { Allow: "GET, HEAD" });
    try {
      handle(request, response);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
      process.stderr.write(`${label}: ${request.method} ${JSON.stringify(request.url)}: ${message}\n`);
      if (process.env.DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
      if (response.headersSent) return void response.destroy();
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      plain(response, 500, "internal server error");
    }
  };
}
