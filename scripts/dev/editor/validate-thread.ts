// Validation off the dev server's event loop: one worker thread checks the editor's pages, site.yaml and the whole
// site, one at a time, so the preview keeps answering while a page (up to 512 KiB) is loaded and checked.
import { Worker } from "node:worker_threads";
import type { SiteCheck } from "./site-problems";
import type { FieldProblem } from "./validate";

/** The worker's answer: a page's or site.yaml's problems, the whole site's check, or why it failed. */
interface Reply {
  id: number;
  answer?: FieldProblem[] | SiteCheck;
  error?: string;
}

export type Validate = (root: string, page: string, text: string) => Promise<FieldProblem[]>;

/** What the worker is asked (validate-work.ts): a page's text, site.yaml's text, or the whole site as it is on disk. */
export type Question = { kind: "page"; root: string; page: string; text: string } | { kind: "site-file"; root: string; text: string } | { kind: "whole-site"; root: string };

/** Started on first use; the worker inherits the server's flags (tsx), so it runs validate.ts as the server would. */
export function validateThread(): { validate: Validate; validateSite: (root: string, text: string) => Promise<FieldProblem[]>; site: (root: string) => Promise<SiteCheck> } {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (answer: never) => void; reject: (error: Error) => void }>();
  const start = () => {
    // Node does not carry the tsx loader into a worker by itself: the worker registers it (see validate-worker.mjs).
    const started = new Worker(new URL("./validate-worker.mjs", import.meta.url));
    started.on("message", (reply: Reply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.answer) pending?.resolve(reply.answer as never);
      else pending?.reject(new Error(reply.error ?? "validation failed"));
    });
    // A crashed worker fails what it held; the next request starts a new one.
    started.on("error", (error) => {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      worker = undefined;
    });
    // Never what keeps the dev server's process alive: Ctrl+C and close() end it as before.
    started.unref();
    return started;
  };
  const ask = <T>(message: Question) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      (worker ??= start()).postMessage({ id, ...message });
    });
  return {
    validate: (root, page, text) => ask<FieldProblem[]>({ kind: "page", root, page, text }),
    validateSite: (root, text) => ask<FieldProblem[]>({ kind: "site-file", root, text }),
    site: (root) => ask<SiteCheck>({ kind: "whole-site", root }),
  };
}
