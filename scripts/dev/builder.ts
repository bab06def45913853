// The dev server's builder, a child process: it keeps the pipeline warm, so a YAML save re-renders without a cold start.
// The server restarts it when src/ changes, because Node cannot reload modules it has already imported.
import { rmSync } from "node:fs";
import { failureLine, internalError, pictureProblems } from "../../src/pipeline/check-and-render";
import { bundleClient, type ClientScripts } from "../../src/pipeline/emit/bundle";
import { LoadCache } from "../../src/pipeline/load/load-cache";
import { summary } from "../../src/pipeline/problems";
import { devAssetsDir, type BuildReply, type BuildRequest } from "./protocol";
import { Kept } from "./kept/kept";
import { Served } from "./served";

const root = process.cwd();
LoadCache.writeDelayMs = 5_000;

let scripts: ClientScripts | undefined;
/** The project, checks and renders of the last build: a save of page files re-does only what those files change. */
const kept = new Kept(root);
/** What the server holds of the last good build: a save sends only what it changed. */
const served = new Served(devAssetsDir(root));
/** The site owner's notes (example values) are printed with the first report only, not after every save. */
let noted = false;

async function build(request: BuildRequest): Promise<BuildReply> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const lines: string[] = [];
  const { project, problems, failed, notes } = await kept.check(request.files, (line) => lines.push(line));
  if (!noted) lines.push(...notes);
  noted = true;
  if (failed) {
    lines.push(failureLine(problems, request.previewing ? "the preview shows the last good build" : "nothing is built yet, so there is no preview until they are fixed"));
    return { id: request.id, ok: false, report: lines.join("\n"), ms: ms() };
  }
  if (problems.length) lines.push(`${summary(problems)}.`);
  if (request.bundle || !scripts) {
    rmSync(devAssetsDir(root), { recursive: true, force: true });
    served.emptied();
    scripts = (await bundleClient(root, devAssetsDir(root))).scripts;
  }
  let rendered: Awaited<ReturnType<typeof kept.render>>;
  try {
    rendered = await kept.render(project, scripts);
  } catch (error) {
    const found = pictureProblems(error, project, (line) => lines.push(line));
    if (!found) throw error;
    lines.push(failureLine(found, request.previewing ? "the preview shows the last good build" : "nothing is built yet"));
    return { id: request.id, ok: false, report: lines.join("\n"), ms: ms() };
  }
  return { id: request.id, ok: true, ...served.next(rendered, kept.took.render === "in part"), report: lines.join("\n"), ms: ms() };
}

/**
 * The collection a save would otherwise pay for (some 130 ms at 1,700 pages, the kept pages being most of the heap),
 * done once the reply is sent and no other request came in the meantime.
 */
let collect: NodeJS.Timeout | undefined;
const collectSoon = () => {
  clearTimeout(collect);
  collect = setTimeout(() => (globalThis as { gc?: () => void }).gc?.(), 100);
};

/** One build at a time: a request that comes during the rehearsal waits for it. */
let queue = Promise.resolve();
let rehearsal: NodeJS.Timeout | undefined;
let rehearsed = false;

/** Right after the first good build (before its collection, which then follows the rehearsal): see Kept.rehearse. */
const rehearseSoon = () => {
  if (rehearsed || !scripts) return;
  rehearsal = setTimeout(() => {
    rehearsed = true;
    queue = queue
      .then(() => kept.rehearse(scripts!))
      .then((files) => files && served.align(files))
      .then(collectSoon, () => undefined);
  }, 0);
};

process.on("message", (request: BuildRequest) => {
  clearTimeout(collect);
  clearTimeout(rehearsal);
  queue = queue
    .then(() => build(request))
    .catch((error: unknown): BuildReply => ({ id: request.id, ok: false, report: internalError(error), ms: 0 }))
    .then((reply) => {
      process.send?.(reply);
      collectSoon();
      if (reply.ok) rehearseSoon();
    });
});

// The server is gone (stopped, or crashed): nothing left to build for.
process.on("disconnect", () => process.exit(0));
