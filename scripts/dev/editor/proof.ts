// The editor's origin proof: the one check every /__edit/api request passes before any route sees it.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The header the editor's own pages send the run's secret in; a custom header also forces a CORS preflight. */
export const TOKEN_HEADER = "x-editor-token";

export interface EditorProof {
  /** A new secret each run, written only into the editor's own pages (served on the editor's own port). */
  token: string;
  /** Why the request is refused, or undefined when it comes from the editor's own page. */
  refusal: (request: IncomingMessage) => string | undefined;
}

/**
 * The editor lives on its own port, an origin no previewed file (public/*.html, an SVG) is ever served from, so no
 * page of the site can read the token out of the editor's HTML. A request must carry that token; a write must also
 * name the editor's own address as its Origin, and no browser-marked cross-site request passes.
 */
export function editorProof(token = randomBytes(32).toString("base64url")): EditorProof {
  const expected = Buffer.from(token);
  return {
    token,
    refusal: (request) => {
      const sent = Buffer.from(String(request.headers[TOKEN_HEADER] ?? ""));
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return "the editor's API answers only the editor's own pages: open the editor address npm run dev printed";
      const site = request.headers["sec-fetch-site"];
      if (site !== undefined && site !== "same-origin") return "the editor's API answers only the editor's own pages: open the editor address npm run dev printed";
      const origin = request.headers.origin;
      const reads = request.method === "GET" || request.method === "HEAD";
      if ((origin !== undefined || !reads) && origin !== `http://${request.headers.host}`) return "the editor accepts changes only from its own pages on this address";
      return undefined;
    },
  };
}
