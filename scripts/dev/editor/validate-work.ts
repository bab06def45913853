// The work of the validation thread (loaded by validate-worker.mjs): one page, site.yaml, or the whole site at a time, with the build's own checks.
import { parentPort } from "node:worker_threads";
import { siteProblems } from "./site-problems";
import { validatePage } from "./validate";
import { validateSite } from "./validate-site";
import type { Question } from "./validate-thread";

const answer = (question: Question) =>
  question.kind === "page" ? validatePage(question.root, question.page, question.text)
  : question.kind === "site-file" ? validateSite(question.root, question.text)
  : siteProblems(question.root);

parentPort?.on("message", ({ id, ...question }: { id: number } & Question) => {
  try {
    parentPort?.postMessage({ id, answer: answer(question) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
