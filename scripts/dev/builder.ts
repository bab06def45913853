// The dev server's builder, a child process: it keeps src/build/* warm, so a YAML save re-renders without a cold start.
// The server restarts it when src/ changes, because Node cannot reload modules it has already imported.
import { rmSync } from "node:fs";
import { bundleClient } from "../../src/build/bundle";
import { checkProject } from "../../src/build/check";
import { report } from "../../src/build/cli";
import { loadProject } from "../../src/build/load";
import { toOutput } from "../../src/build/output";
import { summary } from "../../src/build/problems";
import { renderSiteFiles } from "../../src/build/site-build";
import { devAssetsDir, type BuildReply, type BuildRequest } from "./protocol";

const root = process.cwd();

let entry: string | undefined;

async function build(request: BuildRequest): Promise<BuildReply> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const project = loadProject(root);
  const problems = checkProject(project, { production: false });
  const lines: string[] = [];
  report(problems, new Map(project.files.map((file) => [file.name, file.text])), (line) => lines.push(line));
  if (problems.some((p) => p.severity === "error")) {
    lines.push(`${summary(problems)}; the preview shows the last good build.`);
    return { id: request.id, ok: false, report: lines.join("\n"), ms: ms() };
  }
  if (problems.length) lines.push(`${summary(problems)}.`);
  if (request.bundle || !entry) {
    rmSync(devAssetsDir(root), { recursive: true, force: true });
    entry = (await bundleClient(root, devAssetsDir(root))).entry;
  }
  const { files } = renderSiteFiles(toOutput(project), [entry]);
  // The headers are applied by the dev server, not served as a file.
  const headers = files.get("_headers") ?? "";
  files.delete("_headers");
  return { id: request.id, ok: true, files: Object.fromEntries(files), headers, report: lines.join("\n"), ms: ms() };
}

process.on("message", (request: BuildRequest) => {
  build(request)
    .catch((error: unknown): BuildReply => {
      const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
      return { id: request.id, ok: false, report: `internal error: ${message}\n  hint: this is a bug in the engine, not in your YAML`, ms: 0 };
    })
    .then((reply) => process.send?.(reply));
});

// The server is gone (stopped, or crashed): nothing left to build for.
process.on("disconnect", () => process.exit(0));
