// What the editor's API accepts and answers: a JSON body of bounded size, and JSON back (the origin proof is in proof.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { NOT_FRAMED } from "./page-headers";

/** A page spec is at most 256 KiB as YAML; its JSON is about the same size. */
export const MAX_BODY_BYTES = 512 * 1024;

export const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { ...NOT_FRAMED, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
};

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
