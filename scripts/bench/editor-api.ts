// The editor's API under load: validate and save of a normal page, and of 500 KiB hostile bodies (40,000 fields in
// meta, refused by shape; and the largest shape allowed, 100 sections of long unknown fields, which runs validation).
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { spawnDev, stopDev } from "./dev-process";
import { copyProject } from "./project-copy";
import { median } from "./run";

export interface ApiTimes {
  label: string;
  validateMs: number;
  saveMs: number;
  status: string;
  bytes: number;
}

function send(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(url, { method, headers, agent: false }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

type Edit = { meta: Record<string, unknown>; sections: { origin: number | null; data: Record<string, unknown> }[] };

/** The bodies: the page as it is (a title changed each run), and two hostile ones of about 500 KiB. */
function bodies(text: string): { label: string; edit: (run: number) => Edit }[] {
  const spec = parseDocument(text).toJS() as { meta: Record<string, unknown>; sections: Record<string, unknown>[] };
  const normal = (run: number): Edit => ({ meta: { ...spec.meta, title: `Contact us ${run} | {brand}` }, sections: spec.sections.map((data, origin) => ({ origin, data })) });
  const flood = (): Edit => ({ ...normal(0), meta: Object.fromEntries([...Object.entries(spec.meta), ...Array.from({ length: 40_000 }, (_, i) => [`k${i}`, "v"])]) });
  const widest = (): Edit => ({ ...normal(0), sections: Array.from({ length: 100 }, () => ({ origin: null, data: { type: "prose", ...Object.fromEntries(Array.from({ length: 44 }, (_, i) => [`field${i}`, "x".repeat(100)])) } })) });
  return [{ label: "a normal page (contact)", edit: normal }, { label: "40,000 fields in meta", edit: flood }, { label: "100 sections × 44 long unknown fields", edit: widest }];
}

export async function measureEditorApi(runs: number): Promise<ApiTimes[]> {
  const project = copyProject("editor-api");
  const child = spawnDev(project.dir);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  try {
    const started = Date.now();
    while (!/Editor: (\S+)/.test(output)) {
      if (Date.now() - started > 60_000) throw new Error(`dev server did not start:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const editor = /Editor: (\S+)/.exec(output)![1];
    const token = /<meta name="editor-token" content="([^"]+)">/.exec((await send(`${editor}contact`, "GET", {})).body)![1];
    const headers = { "Content-Type": "application/json", "X-Editor-Token": token, Origin: new URL(editor).origin };
    const results: ApiTimes[] = [];
    for (const { label, edit } of bodies(readFileSync(join(project.dir, "pages/contact.yaml"), "utf8"))) {
      const validate: number[] = [];
      const save: number[] = [];
      let status = "";
      let bytes = 0;
      for (let run = 1; run <= runs; run++) {
        const hash = (JSON.parse((await send(`${editor}api/load?name=contact`, "GET", headers)).body) as { hash: string }).hash;
        const body = JSON.stringify({ page: "contact", edit: edit(run), hash });
        bytes = body.length;
        let at = performance.now();
        const checked = await send(`${editor}api/validate`, "POST", headers, body);
        validate.push(performance.now() - at);
        at = performance.now();
        const saved = await send(`${editor}api/page`, "PUT", headers, body);
        save.push(performance.now() - at);
        status = `validate ${checked.status}, save ${saved.status}`;
        // The watcher's rebuild after a save would be measured with the next request otherwise.
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      results.push({ label, validateMs: median(validate), saveMs: median(save), status, bytes });
    }
    return results;
  } finally {
    await stopDev(child);
    project.remove();
  }
}
