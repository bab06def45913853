// The editor's publishing routes: what the saved changes touch, publish them, a page's history, one version, restore.
import type { IncomingMessage, ServerResponse } from "node:http";
import { compareSnapshots } from "../../changes/compare";
import { git, GitFailed } from "../../changes/git";
import { formatText } from "../../changes/format";
import { ChangesUnavailable, snapshotAt, snapshotOf } from "../../changes/snapshot";
import { serialised } from "../../../src/pipeline/files/write-lock";
import { ChangedOnDiskError } from "../../../src/pipeline/files/project-files";
import { knownPage, readPage, writePage, hashOf } from "./page-file";
import { pageHistory, versionText } from "./history";
import { checkDescription, publish, PublishRefused, publishMode, repositoryOf, unpublishedFiles, unsent } from "./publish";
import { json, readJson } from "./request";
import { applyMove, planMove, siteHash } from "./route-move";

export const PUBLISH_WRITES: ReadonlyMap<string, string> = new Map([
  ["/__edit/api/publish", "POST"],
  ["/__edit/api/restore", "POST"],
  ["/__edit/api/route", "POST"],
]);
export const PUBLISH_READS = new Set(["/__edit/api/changes", "/__edit/api/history", "/__edit/api/version", "/__edit/api/publish/mode"]);

type Validate = (root: string, page: string, text: string) => Promise<{ severity: string }[]>;

export function publishApi(root: string, onSaved: (file: string) => void, validate: Validate) {
  const changes = async (response: ServerResponse) => {
    await repositoryOf(root);
    const files = await unpublishedFiles(root);
    const branch = (await git(root, ["symbolic-ref", "--quiet", "--short", "HEAD"])).stdout.trim();
    const hasRemote = (await git(root, ["remote", "get-url", "origin"])).code === 0;
    const waiting = hasRemote && branch !== "" && (await unsent(root, branch));
    // With a commit not sent yet, what publishing sends is everything since the remote's copy, not only since HEAD.
    const seen = waiting ? await git(root, ["rev-parse", "--verify", "--quiet", `refs/remotes/origin/${branch}`]) : undefined;
    const base = seen?.code === 0 ? seen.stdout.trim() : "HEAD";
    const report = compareSnapshots(await snapshotAt(root, base), snapshotOf(root));
    return json(response, 200, { mode: await publishMode(root), files, unsent: waiting, report, text: formatText(report) });
  };

  const restore = async (body: Record<string, unknown>, response: ServerResponse) => {
    const page = knownPage(root, body.page);
    if (!page) return json(response, 404, { error: "no such page in pages/" });
    const old = await versionText(root, page, body.commit);
    if (!old) return json(response, 404, { error: "That version is not in this page's history; reload the history and choose again." });
    const errors = (await validate(root, page, old.text)).filter((problem) => problem.severity === "error");
    if (errors.length) return json(response, 422, { error: `This version cannot be restored as it is: the site has changed since, and it has ${errors.length} ${errors.length === 1 ? "error" : "errors"} today. Open it side by side and copy what you need instead.` });
    try {
      await serialised(() => writePage(root, page, old.text, typeof body.hash === "string" ? body.hash : ""));
    } catch (error) {
      if (error instanceof ChangedOnDiskError) return json(response, 409, { error: `pages/${page}.yaml was changed since you opened it; reload the editor, then restore again.` });
      throw error;
    }
    onSaved(`pages/${page}.yaml`);
    return json(response, 200, { hash: hashOf(old.text), restored: old.version });
  };

  /** A page's new address or its removal, always with the redirect from its old address (route-move.ts). */
  const moveRoute = async (body: Record<string, unknown>, response: ServerResponse) => {
    const page = knownPage(root, body.page);
    if (!page) return json(response, 404, { error: "no such page in pages/" });
    if (typeof body.redirectTo !== "string" || (body.path !== undefined && typeof body.path !== "string")) return json(response, 400, { error: "give the redirect's target (and the new address, for a move)" });
    const move = { page, path: body.path as string | undefined, redirectTo: body.redirectTo };
    const answer = await serialised(() => {
      const hash = siteHash(root);
      const planned = planMove(root, move);
      if (typeof planned === "string") return { status: 422, body: { error: planned } };
      if (planned.problems.length) return { status: 422, body: { error: `Not done: the site would not build. Change these first (each still needs the old address, or a page it names):\n${planned.problems.join("\n")}` } };
      applyMove(root, move, planned, hash);
      return { status: 200, body: { from: planned.oldPath, to: move.redirectTo, path: move.path ?? null } };
    });
    if (answer.status === 200) onSaved(move.path === undefined ? `site.yaml, pages/${page}.yaml` : "site.yaml");
    return json(response, answer.status, answer.body);
  };

  /** Answers the request if it is one of these routes; false otherwise. Runs after the origin proof (api.ts). */
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> => {
    const write = PUBLISH_WRITES.get(path);
    if (!write && !PUBLISH_READS.has(path)) return false;
    const expected = write ?? "GET";
    if (request.method !== expected && !(expected === "GET" && request.method === "HEAD")) return json(response, 405, { error: `use ${expected}` }), true;
    const query = new URL(request.url ?? "", "http://x").searchParams;
    try {
      if (path.endsWith("/mode")) json(response, 200, { mode: await publishMode(root) });
      else if (path.endsWith("/changes")) await changes(response);
      else if (path.endsWith("/history")) {
        const page = knownPage(root, query.get("page"));
        if (!page) json(response, 404, { error: "no such page in pages/" });
        else json(response, 200, { page, versions: await pageHistory(root, page) });
      } else if (path.endsWith("/version")) {
        const page = knownPage(root, query.get("page"));
        const old = page && (await versionText(root, page, query.get("commit")));
        if (!page || !old) json(response, 404, { error: "That version is not in this page's history." });
        else json(response, 200, { ...old, current: readPage(root, page).text });
      } else {
        const body = (await readJson(request)) as Record<string, unknown>;
        if (path.endsWith("/restore")) await restore(body, response);
        else if (path.endsWith("/route")) await moveRoute(body, response);
        else {
          const description = checkDescription(body.description);
          // Never while a page is being saved: the commit holds the files exactly as the last save left them.
          const review = (await publishMode(root)) === "review";
          const result = await serialised(() => publish(root, description, review || body.newBranch === true));
          json(response, 200, result);
        }
      }
    } catch (error) {
      if (!(error instanceof PublishRefused) && !(error instanceof ChangesUnavailable) && !(error instanceof GitFailed)) throw error;
      json(response, 409, { error: error.message });
    }
    return true;
  };
}
