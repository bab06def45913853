// Talks to a running editor as its own page does: the run's token from the editor page, its Origin, JSON bodies.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { parseDocument } from "yaml";
import type { RunningDev } from "./dev-server";

export interface Answer { status: number; body: string }

export function send(url: string, { method = "GET", body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(url, { method, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

/** The editor's client for one running dev server: `api("validate", body)`, `load(page)`. */
export async function editorClient(dev: RunningDev, page = "contact") {
  const token = /<meta name="editor-token" content="([^"]+)">/.exec((await send(`${dev.editorUrl}${page}`)).body)![1];
  const headers = { "Content-Type": "application/json", "X-Editor-Token": token, Origin: new URL(dev.editorUrl).origin };
  return {
    token,
    api: (path: string, body: unknown) => send(`${dev.editorUrl}api/${path}`, { method: path === "page" ? "PUT" : "POST", body: JSON.stringify(body), headers }),
    load: (name: string) => send(`${dev.editorUrl}api/load?name=${encodeURIComponent(name)}`, { headers: { "X-Editor-Token": token } }),
  };
}

/** A page file as the editor sends it back: its meta and each section with the place it came from. */
export function editOf(root: string, page: string) {
  const spec = parseDocument(readFileSync(join(root, `pages/${page}.yaml`), "utf8")).toJS() as { meta: Record<string, unknown>; sections: Record<string, unknown>[] };
  return { meta: spec.meta, sections: spec.sections.map((data, origin) => ({ origin, data })) };
}
