// The work of the validation thread (loaded by validate-worker.mjs): validates one page, or site.yaml, at a time with the build's own checks.
import { parentPort } from "node:worker_threads";
import { validatePage } from "./validate";
import { validateSite } from "./validate-site";

parentPort?.on("message", ({ id, root, page, text }: { id: number; root: string; page: string | null; text: string }) => {
  try {
    parentPort?.postMessage({ id, problems: page === null ? validateSite(root, text) : validatePage(root, page, text) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
