// What the editor's API accepts: same-origin requests only, with a JSON body of bounded size.
import type { IncomingMessage, ServerResponse } from "node:http";

/** A page spec is at most 256 KiB as YAML; its JSON is about the same size. */
export const MAX_BODY_BYTES = 512 * 1024;

export const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
};

/**
 * A page on another site may send a POST to 127.0.0.1 (a form or fetch without CORS); the browser names that site in
 * Origin. A write is accepted only when Origin is this server's own address, the one named in Host (already checked).
 */
export function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (!origin || !host) return false;
  return origin === `http://${host}` && request.headers["sec-fetch-site"] !== "cross-site";
}

export class BodyError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The body as parsed JSON; refuses a body that is not JSON, too large, or not sent as application/json. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/.test(String(request.headers["content-type"] ?? ""))) throw new BodyError(415, "send the body as application/json");
  if (Number(request.headers["content-length"] ?? 0) > MAX_BODY_BYTES) throw new BodyError(413, `the body is larger than ${MAX_BODY_BYTES / 1024} KiB`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyError(413, `the body is larger than ${MAX_BODY_BYTES / 1024} KiB`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch {
    throw new BodyError(400, "the body is not valid JSON");
  }
}
