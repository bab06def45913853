// The editor's API (scripts/dev/editor/api.ts) served in this process on 127.0.0.1, and a request to it as the
// editor's page sends one (its token, and by default its own origin).
import { createServer, request } from "node:http";
import { editorApi } from "../../scripts/dev/editor/api";
import { editorProof } from "../../scripts/dev/editor/proof";

const TOKEN = "test-token";

export interface EditorApiServer {
  send: <T = Record<string, unknown>>(method: string, path: string, body: unknown, origin?: string | null) => Promise<{ status: number; body: T }>;
  close: () => Promise<void>;
}

export async function startEditorApi(root: string): Promise<EditorApiServer> {
  const api = editorApi(root, () => undefined, { proof: editorProof(TOKEN), preview: "http://127.0.0.1:1/" });
  const server = createServer((req, res) => void api(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const send = <T>(method: string, path: string, body: unknown, origin: string | null = `http://127.0.0.1:${port}`) =>
    new Promise<{ status: number; body: T }>((resolve, reject) => {
      const headers: Record<string, string> = { "Content-Type": "application/json", Host: `127.0.0.1:${port}`, "X-Editor-Token": TOKEN };
      if (origin) headers.Origin = origin;
      const sent = request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
        let data = "";
        response.on("data", (chunk: Buffer) => (data += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(data) as T }));
      });
      sent.on("error", reject);
      sent.end(JSON.stringify(body));
    });
  return { send, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
