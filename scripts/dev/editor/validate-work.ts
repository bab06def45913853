// The work of the validation thread (loaded by validate-worker.mjs): validates one page at a time with the build's own checks.
import { parentPort } from "node:worker_threads";
import { validatePage } from "./validate";

parentPort?.on("message", ({ id, root, page, text }: { id: number; root: string; page: string; text: string }) => {
  try {
    parentPort?.postMessage({ id, problems: validatePage(root, page, text) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
