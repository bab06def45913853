// The work of the validation thread (loaded by validate-worker.mjs): one page, or the whole site, at a time with the build's own checks.
import { parentPort } from "node:worker_threads";
import { siteProblems } from "./site-problems";
import { validatePage } from "./validate";

parentPort?.on("message", ({ id, root, page, text }: { id: number; root: string; page?: string; text?: string }) => {
  try {
    // No page: the whole site's problems before publishing (site-problems.ts).
    parentPort?.postMessage({ id, problems: page === undefined || text === undefined ? siteProblems(root) : validatePage(root, page, text) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
