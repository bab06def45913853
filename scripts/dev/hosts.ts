// Which Host headers the dev server answers: its own loopback names only, so a page on another name cannot reach it.
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * A page on evil.example can re-point that name at 127.0.0.1 (DNS rebinding) and then read the preview as same-origin;
 * its requests still carry Host: evil.example. Returns true when the request was refused with 403.
 */
export function refusedHost(port: number): (request: IncomingMessage, response: ServerResponse) => boolean {
  const allowed = new Set(["127.0.0.1", "localhost", "[::1]"].map((name) => `${name}:${port}`));
  const message = `403: this preview answers only http://127.0.0.1:${port}/ and http://localhost:${port}/\n`;
  return (request, response) => {
    if (allowed.has(String(request.headers.host ?? "").toLowerCase())) return false;
    response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    response.end(message);
    return true;
  };
}
