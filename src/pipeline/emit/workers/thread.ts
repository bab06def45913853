// A render thread's work (loaded by thread.mjs): the languages it is told, then routes to render or cards to draw,
// each answered with its result or its error as plain data; a page's bytes are handed over, not copied.
import { parentPort } from "node:worker_threads";
import { toFailure } from "./failure";
import { perform, type LanguageMessage, type RouteContext, type Task } from "./jobs";

const languages = new Map<number, RouteContext>();

parentPort?.on("message", (message: LanguageMessage | { id: number; task: Task }) => {
  if (!("id" in message)) return void languages.set(message.language, message.context);
  const { id, task } = message;
  perform(languages, task).then(
    (result) => parentPort?.postMessage({ id, result }, result !== undefined && "html" in result ? [result.html.buffer as ArrayBuffer] : []),
    (error: unknown) => parentPort?.postMessage({ id, error: toFailure(error) }),
  );
});
