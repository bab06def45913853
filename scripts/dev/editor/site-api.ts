// The Site view's routes: site.yaml's values and the English labels to edit, checks as you type, the in-place save
// that refuses a change it has not seen, and a person's photo upload. Run after the origin proof (api.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseDocument } from "yaml";
import { ChangedOnDiskError, hashOf, projectFileExists, UnsafePathError, writeProjectFile } from "../../../src/pipeline/files/project-files";
import { serialised } from "../../../src/pipeline/files/write-lock";
import type { SiteValue } from "../../../src/editor/site-fields";
import { BodyError, json, readJson } from "./request";
import { images } from "./site-facts";
import { editedLabels, editedSite, labelKeys, labelsOf, readSiteFiles, siteHash, unknownValue, writeSiteFiles, type SiteFiles } from "./site-file";
import { tooLarge, uploadedPhoto } from "./photo-upload";
import { labelProblems } from "./validate-site";
import type { FieldProblem } from "./validate";
import { MAX_BYTES } from "../../../src/pipeline/check/photos";

export const SITE_API = "/__edit/api/site";
export const SITE_VIEW = "/__edit/site";

const isValues = (value: unknown): value is SiteValue[] =>
  Array.isArray(value) && value.length <= 1000 && value.every((entry) => typeof entry === "object" && entry !== null && Array.isArray(entry.path) && entry.path.length <= 4 &&
    entry.path.every((part: unknown) => typeof part === "string" || Number.isInteger(part)) && typeof entry.text === "string" && entry.text.length <= 5000);

type ValidateSite = (root: string, text: string) => Promise<FieldProblem[]>;

/** The photo's bytes, read no further than the limit. */
async function readPhoto(request: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > MAX_BYTES) throw new BodyError(413, (tooLarge(declared) as { error: string }).error);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new BodyError(413, (tooLarge(size) as { error: string }).error);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function siteApi(root: string, onSaved: (files: string) => void, validateSite: ValidateSite) {
  /** What the files would be with the values, and every problem of them, each at its field. */
  const check = async (files: SiteFiles, values: SiteValue[]) => {
    const keys = labelKeys(parseDocument(files.site).toJS());
    const next: SiteFiles = { site: editedSite(files.site, values), labels: editedLabels(files.labels, values, keys) };
    const problems = [...(await validateSite(root, next.site)), ...labelProblems(labelsOf(next.labels, keys))];
    return { next, problems, keys };
  };

  const load = async (response: ServerResponse) => {
    const files = readSiteFiles(root);
    const doc = parseDocument(files.site);
    if (doc.errors.length) return json(response, 422, { error: "site.yaml is not valid YAML: run npm run validate to see where, fix it, then reload" });
    const site = doc.toJS() as unknown;
    const { problems } = await check(files, []);
    // The fields here offer the site's pictures only (no links, no people): the project is loaded once, by the check.
    const facts = { routes: [], people: [], images: images(root), placeholders: {} };
    return json(response, 200, { site, labels: labelsOf(files.labels, labelKeys(site)), hash: siteHash(files), problems, facts, photoMegabytes: MAX_BYTES / 1024 / 1024 });
  };

  const save = async (body: Record<string, unknown>, response: ServerResponse, validateOnly: boolean) => {
    if (!isValues(body.values)) return json(response, 400, { error: "values: a list of { path, text } expected" });
    const files = readSiteFiles(root);
    const keys = labelKeys(parseDocument(files.site).toJS());
    const stray = unknownValue(files.site, body.values, keys);
    if (stray) return json(response, 400, { error: `${stray.path.join(".")} is not a value the Site view edits` });
    const { next, problems } = await check(files, body.values);
    if (validateOnly) return json(response, 200, { problems });
    const changedOnDisk = () =>
      json(response, 409, { error: "site.yaml was changed on disk since you opened it (by another editor or a text editor). Your changes were not saved: reload to see the site as it is now, then make them again.", problems });
    if (body.hash !== siteHash(files)) return changedOnDisk();
    const errors = problems.filter((problem) => problem.severity === "error");
    if (errors.length) return json(response, 422, { error: `not saved: ${errors.length} ${errors.length === 1 ? "error" : "errors"} to fix first`, problems });
    try {
      await serialised(() => writeSiteFiles(root, files, next));
    } catch (error) {
      if (error instanceof ChangedOnDiskError) return changedOnDisk();
      throw error;
    }
    const written = [next.site !== files.site ? "site.yaml" : "", next.labels !== files.labels ? "public/locales/en.json" : ""].filter(Boolean);
    if (written.length) onSaved(written.join(", "));
    return json(response, 200, { hash: siteHash(next), problems, written });
  };

  const photo = async (request: IncomingMessage, response: ServerResponse) => {
    const person = new URL(request.url ?? "", "http://x").searchParams.get("person") ?? "";
    const people = (parseDocument(readSiteFiles(root).site).toJS() as { people?: Record<string, unknown> } | null)?.people ?? {};
    if (!/^[a-z][a-z0-9-]*$/.test(person) || !(person in people)) return json(response, 404, { error: "no such person in the site's people" });
    const result = await uploadedPhoto(await readPhoto(request), String(request.headers["content-type"] ?? ""));
    if (!result.ok) return json(response, result.status, { error: result.error });
    // Named by its content: a new photo never replaces the one the live site shows until site.yaml is saved.
    const name = `images/${person}-${hashOf(result.bytes).slice(0, 10)}.${result.ext}`;
    await serialised(() => {
      if (!projectFileExists(root, `public/${name}`)) writeProjectFile(root, `public/${name}`, result.bytes, { expect: "absent" });
    });
    return json(response, 200, { photo: `/${name}`, bytes: result.bytes.length });
  };

  /** Answers the request if it is one of these routes; false otherwise. */
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> => {
    const routes: Record<string, string> = { [SITE_API]: request.method === "PUT" ? "PUT" : "GET", [`${SITE_API}/validate`]: "POST", [`${SITE_API}/photo`]: "POST" };
    const expected = routes[path];
    if (!expected) return false;
    if (request.method !== expected && !(expected === "GET" && request.method === "HEAD")) return json(response, 405, { error: `use ${expected}` }), true;
    try {
      if (path.endsWith("/photo")) await photo(request, response);
      else if (expected === "GET") await load(response);
      else {
        const body = await readJson(request);
        await save(typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {}, response, path.endsWith("/validate"));
      }
    } catch (error) {
      if (error instanceof UnsafePathError) json(response, 403, { error: error.message });
      else if (error instanceof BodyError) json(response, error.status, { error: error.message });
      else throw error;
    }
    return true;
  };
}
