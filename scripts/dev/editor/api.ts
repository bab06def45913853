// The editor's HTTP routes under /__edit/: its pages, its bundle, and the page, validate, save and new-country API.
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseDocument } from "yaml";
import { requestPath } from "../../../src/server/paths";
import { editorBundler } from "./bundle";
import { examplePaths } from "./example-marks";
import { newCountry } from "./new-country";
import { ChangedOnDiskError, projectFileExists, readProjectText, UnsafePathError } from "../../../src/pipeline/files/project-files";
import { loadProject } from "../../../src/pipeline/load/project";
import { translationFile } from "../../../src/pipeline/translate/load";
import { knownTranslation, newTranslationText, translatedText, translationView, writeTranslation } from "./translation";
import { reorderedTranslations, writeReordered } from "./translation-order";
import { serialised } from "../../../src/pipeline/files/write-lock";
import { editedText, hashOf, knownPage, pageExists, readPage, writePage } from "./page-file";
import { editTooLarge } from "./edit-shape";
import { editorShell, routeList } from "./pages";
import { EDITOR_HEADERS, NOT_FRAMED } from "./page-headers";
import type { EditorProof } from "./proof";
import type { Problem } from "../../../src/pipeline/problems";
import { BodyError, json, readJson } from "./request";
import { publishApi } from "./publish-api";
import { siteFacts } from "./site-facts";
import { siteApi, SITE_VIEW } from "./site-api";
import { validateThread } from "./validate-thread";
import type { EditedPage } from "./yaml-update";

export const EDITOR_PREFIX = "/__edit";
/** Every path under it passes the origin proof first (see proof.ts): a route added here is covered by itself. */
export const EDITOR_API = `${EDITOR_PREFIX}/api/`;
/** The only paths that take a body; every other path of the dev server stays GET and HEAD. */
export const EDITOR_WRITES: ReadonlyMap<string, string> = new Map([
  [`${EDITOR_PREFIX}/api/validate`, "POST"],
  [`${EDITOR_PREFIX}/api/page`, "PUT"],
  [`${EDITOR_PREFIX}/api/country`, "POST"],
  [`${EDITOR_PREFIX}/api/translation`, "PUT"],
  [`${EDITOR_PREFIX}/api/translation/new`, "POST"],
]);

const html = (response: ServerResponse, body: string) => {
  response.writeHead(200, { ...EDITOR_HEADERS, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  response.end(body);
};

const isTranslationEdit = (value: unknown): value is { path: (string | number)[]; text: string; list: boolean }[] =>
  Array.isArray(value) && value.length <= 5000 && value.every((entry) => typeof entry === "object" && entry !== null && Array.isArray(entry.path) && entry.path.length <= 12 &&
    entry.path.every((part: unknown) => typeof part === "string" || Number.isInteger(part)) && typeof entry.text === "string" && entry.text.length <= 5000 && typeof entry.list === "boolean");

const isEdit = (value: unknown): value is EditedPage =>
  typeof value === "object" && value !== null && typeof (value as EditedPage).meta === "object" && Array.isArray((value as EditedPage).sections) &&
  (value as EditedPage).sections.every((s) => typeof s?.data === "object" && s.data !== null && (s.origin === null || Number.isInteger(s.origin)) && (s.fromFile === undefined || typeof s.fromFile === "boolean"));

interface Body {
  language?: unknown;
  values?: unknown;
  page?: unknown;
  edit?: unknown;
  hash?: unknown;
  slug?: unknown;
  name?: unknown;
  code?: unknown;
}

export interface EditorOptions {
  proof: EditorProof;
  /** The preview's address (another port), for the editor's links to the live site. */
  preview: string;
}

/** Answers a request under /__edit; `onSaved` tells the dev server a page was written (it rebuilds at once). */
export function editorApi(root: string, onSaved: (file: string) => void, { proof, preview }: EditorOptions) {
  const bundle = editorBundler(root);
  const checker = validateThread();
  const publishing = publishApi(root, onSaved, (at, page, text) => checker.validate(at, page, text));
  const siteView = siteApi(root, onSaved, (at, text) => checker.validateSite(at, text));

  const write = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const body = (await readJson(request)) as Body;
    if (path.includes("/translation")) return writeTranslationRoute(body, response, path);
    if (path.endsWith("/country")) {
      if (typeof body.slug !== "string" || typeof body.name !== "string" || typeof body.code !== "string") return json(response, 400, { error: "give a slug, a country name and its code" });
      // The command checks both and explains a bad one; this only keeps the slug a file name before looking for it.
      const page = /^[a-z]+(-[a-z]+)*$/.test(body.slug) ? `for-${body.slug}` : undefined;
      // One scaffold at a time, and never while a page is being written: both edit site.yaml and the pages.
      const { created, output } = await serialised(async () => {
        const existed = page !== undefined && pageExists(root, page);
        const output = await newCountry(root, body.slug as string, body.name as string, body.code as string);
        return { created: page !== undefined && !existed && pageExists(root, page), output };
      });
      if (created) onSaved(`pages/${page}.yaml, site.yaml`);
      return json(response, created ? 200 : 422, { ok: created, output, page });
    }
    const page = knownPage(root, body.page);
    if (!page) return json(response, 404, { error: "no such page in pages/" });
    const tooLarge = editTooLarge(body.edit);
    if (tooLarge) return json(response, 413, { error: `not checked: ${tooLarge}` });
    if (!isEdit(body.edit)) return json(response, 400, { error: "the edit is not a page: meta and sections expected" });
    const current = readPage(root, page);
    const changedOnDisk = (problems: Problem[] = []) =>
      json(response, 409, { error: `pages/${page}.yaml was changed on disk since you opened it (by another editor or a text editor). Your changes were not saved: reload the editor to see the file as it is now, then make them again.`, problems });
    let text: string;
    try {
      text = editedText(current.text, body.edit);
    } catch (error) {
      // Read half-written by a text editor saving it: not the text that was opened, so the save is refused as changed.
      if (!path.endsWith("/validate") && body.hash !== current.hash) return changedOnDisk();
      throw error;
    }
    const problems = await checker.validate(root, page, text);
    // The values the save would write marked # EXAMPLE, for the editor to flag on their fields.
    const examples = examplePaths(text);
    if (path.endsWith("/validate")) return json(response, 200, { problems, examples });
    if (body.hash !== current.hash) return changedOnDisk(problems);
    const errors = problems.filter((problem) => problem.severity === "error");
    if (errors.length) return json(response, 422, { error: `not saved: ${errors.length} ${errors.length === 1 ? "error" : "errors"} to fix first`, problems, examples });
    if (text !== current.text) {
      try {
        // Compared again right before the file is replaced: a save from a text editor during validation is never lost.
        await serialised(() => writePage(root, page, text, current.hash));
      } catch (error) {
        if (error instanceof ChangedOnDiskError) return changedOnDisk(problems);
        throw error;
      }
      // Sections moved, removed or added: the page's translations follow, so their words stay with their sections.
      const moved = await serialised(() => writeReordered(root, reorderedTranslations(root, page, body.edit as EditedPage)));
      onSaved([`pages/${page}.yaml`, ...moved].join(", "));
    }
    return json(response, 200, { hash: hashOf(text), problems, examples, changed: text !== current.text });
  };

  /** A translation's save, or a new translation's file: words only, over what was opened, through the file layer. */
  const writeTranslationRoute = async (body: Body, response: ServerResponse, path: string) => {
    const known = knownTranslation(loadProject(root), body.language, body.name);
    if (!known) return json(response, 404, { error: "no such language or page: the language must be in settings.languages, the page routed in site.yaml" });
    const file = translationFile(known.language, known.name);
    if (path.endsWith("/new")) {
      const created = await serialised(() => {
        if (projectFileExists(root, file)) return false;
        writeTranslation(root, known.language, known.name, newTranslationText(loadProject(root), known.language, known.name), "absent");
        return true;
      });
      if (created) onSaved(file);
      return json(response, 200, { created, view: translationView(root, known.language, known.name) });
    }
    if (!isTranslationEdit(body.values)) return json(response, 400, { error: "values: a list of { path, text, list } expected" });
    const opened = typeof body.hash === "string" ? body.hash : "";
    const current = projectFileExists(root, file) ? readProjectText(root, file) : newTranslationText(loadProject(root), known.language, known.name);
    const currentHash = projectFileExists(root, file) ? hashOf(current) : "absent";
    const changedOnDisk = () => json(response, 409, { error: `${file} was changed on disk since you opened it (by another editor or a text editor). Your changes were not saved: reload to see the file as it is now, then make them again.` });
    if (opened !== currentHash) return changedOnDisk();
    const text = translatedText(current, body.values);
    const view = translationView(root, known.language, known.name, new Map([[file, text]]));
    const errors = view.problems.filter((problem) => problem.severity === "error");
    if (errors.length) return json(response, 422, { error: `not saved: ${errors.length} ${errors.length === 1 ? "error" : "errors"} to fix first`, view });
    try {
      await serialised(() => writeTranslation(root, known.language, known.name, text, currentHash));
    } catch (error) {
      if (error instanceof ChangedOnDiskError) return changedOnDisk();
      throw error;
    }
    onSaved(file);
    return json(response, 200, { view: translationView(root, known.language, known.name) });
  };

  const load = async (request: IncomingMessage, response: ServerResponse) => {
    const page = knownPage(root, new URL(request.url ?? "", "http://x").searchParams.get("name"));
    if (!page) return json(response, 404, { error: "no such page in pages/" });
    const facts = siteFacts(root);
    if (!facts) return json(response, 422, { error: "site.yaml has errors: run npm run validate, fix what it names, then reload" });
    const { text, hash } = readPage(root, page);
    const doc = parseDocument(text);
    if (doc.errors.length) return json(response, 422, { error: `pages/${page}.yaml is not valid YAML: run npm run validate to see where, fix it, then reload` });
    const problems = await checker.validate(root, page, text);
    return json(response, 200, { page, path: facts.routes.find((r) => r.page === page)?.path ?? null, spec: doc.toJS(), hash, facts, problems, examples: examplePaths(text) });
  };

  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = requestPath(request.url);
    if (path.startsWith(EDITOR_API)) {
      // Before anything is read or run: a request without the proof costs a string compare.
      const refused = proof.refusal(request);
      if (refused) return json(response, 403, { error: refused });
      try {
        if (await publishing(request, response, path)) return;
        if (await siteView(request, response, path)) return;
      } catch (error) {
        if (error instanceof BodyError) return json(response, error.status, { error: error.message });
        throw error;
      }
    }
    // The translation's address reads it with GET and saves it with PUT.
    const method = path === `${EDITOR_PREFIX}/api/translation` && request.method === "GET" ? undefined : EDITOR_WRITES.get(path);
    if (method) {
      if (request.method !== method) return json(response, 405, { error: `use ${method}` });
      try {
        return await write(request, response, path);
      } catch (error) {
        if (error instanceof BodyError) return json(response, error.status, { error: error.message });
        if (error instanceof UnsafePathError) return json(response, 403, { error: error.message });
        throw error;
      }
    }
    if (path === EDITOR_PREFIX || path === `${EDITOR_PREFIX}/`) return html(response, routeList(siteFacts(root), preview, new URL(request.url ?? "", "http://x").searchParams.get("q") ?? ""));
    if (path === SITE_VIEW) return html(response, editorShell("", "the site", { token: proof.token, preview, view: "site" }));
    if (path === `${EDITOR_PREFIX}/assets/editor.js` || path === `${EDITOR_PREFIX}/assets/editor.css`) {
      const assets = await bundle(path.endsWith(".js"));
      response.writeHead(200, { ...NOT_FRAMED, "Content-Type": path.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8", "Cache-Control": "no-store" });
      return void response.end(path.endsWith(".js") ? assets.js : assets.css);
    }
    if (path === `${EDITOR_PREFIX}/api/translation`) {
      const query = new URL(request.url ?? "", "http://x").searchParams;
      const known = knownTranslation(loadProject(root), query.get("language"), query.get("name"));
      if (!known) return json(response, 404, { error: "no such language or page" });
      try {
        return json(response, 200, translationView(root, known.language, known.name));
      } catch (error) {
        if (error instanceof UnsafePathError) return json(response, 403, { error: error.message });
        throw error;
      }
    }
    // Every problem of the site before publishing, for the editor's list under the page's own (site-problems.ts).
    if (path === `${EDITOR_PREFIX}/api/site-problems`) return json(response, 200, await checker.site(root));
    if (path === `${EDITOR_PREFIX}/api/load`) {
      try {
        return await load(request, response);
      } catch (error) {
        if (error instanceof UnsafePathError) return json(response, 403, { error: error.message });
        throw error;
      }
    }
    const translating = /^\/__edit\/([a-z]{2})\/([a-z0-9_-]+)$/.exec(path);
    if (translating) {
      const known = knownTranslation(loadProject(root), translating[1], translating[2]);
      if (!known) return json(response, 404, { error: "no such translation: open /__edit/ for the list" });
      return html(response, editorShell(known.name, `${known.language}/${known.name}`, { token: proof.token, preview, language: known.language }));
    }
    const page = knownPage(root, path.slice(EDITOR_PREFIX.length + 1));
    if (!page) return json(response, 404, { error: "no such page: open /__edit/ for the list" });
    const facts = siteFacts(root);
    return html(response, editorShell(page, facts?.routes.find((r) => r.page === page)?.path ?? `pages/${page}.yaml`, { token: proof.token, preview }));
  };
}
