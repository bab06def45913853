// Checks within one page: unique ids, each section type's own checks, images, head-tag lengths, markup pasted into text.
import { checkExampleComments } from "./example-comments";
import { checkCtaNames } from "./cta-names";
import { checkMainHeading } from "./main-heading";
import { RESERVED_IDS } from "../../core/dom-ids";
import { imageProblem } from "./image";
import { checkCurlyQuotes, checkTypedValues } from "./pasted-text";
import { locate, reportAt } from "../load/locate";
import type { LoadedPage } from "../model";
import { sectionByType } from "../../sections";
import { suggest } from "../problems";

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

type Segments = (string | number)[];

/**
 * Every anchor id on the page: any field named id, in any section, at any depth (a section's own, an option's, a prose
 * part's), the object's own id before those of what it holds. `found` hears each with a way to its data path, made
 * only when asked: most walks want the ids alone (a third of the checks at 1,700 pages went on paths never read).
 */
export function eachId(page: LoadedPage["data"], found: (id: string, segments: () => Segments) => void) {
  const path: Segments = ["sections"];
  // Only arrays and objects are walked into, key by key with no array of entries: every page is walked on every build.
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        if (!value[i] || typeof value[i] !== "object") continue;
        path.push(i);
        walk(value[i]);
        path.pop();
      }
    } else if (value && typeof value === "object") {
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object);
      if (typeof object.id === "string" && Object.hasOwn(object, "id")) found(object.id, () => [...path, "id"]);
      for (const key of keys) {
        const child = object[key];
        if (key === "id" || !child || typeof child !== "object") continue;
        path.push(key);
        walk(child);
        path.pop();
      }
    }
  };
  walk(page.sections);
}

/** Every anchor id on the page with its data path (see eachId). */
export function pageIds(page: LoadedPage["data"]): { id: string; segments: Segments }[] {
  const found: { id: string; segments: Segments }[] = [];
  eachId(page, (id, segments) => found.push({ id, segments: segments() }));
  return found;
}

export const MARKUP = /<\/?[a-z!][^>]*>|\]\(https?:|\*\*[^*]+\*\*/i;

/** Marks text the new-country scaffold leaves for the editor to write; like example values, --production refuses it. */
export const FILL_IN = /\bFILL IN\b/;

/** `values`: what each placeholder stands for, to spot one typed out in full. */
export function checkPage(page: LoadedPage, filled: LoadedPage["data"], root: string, people: Record<string, unknown>, production = false, values: Record<string, string> = {}) {
  const { file, data } = page;
  // The document is asked for only to report: a page loaded from the cache is not parsed again for nothing.
  const doc = () => page.doc;
  const at = (...segments: (string | number)[]) => locate(doc(), segments).value;
  checkExampleComments(page.examples, file, production);
  checkCtaNames(data.sections, doc, file);
  checkMainHeading(data.sections, doc, file);

  const seen = new Map<string, Segments>(); // id → where it first appears
  for (const { id, segments } of pageIds(data)) {
    const first = seen.get(id);
    if (first !== undefined) reportAt(file, at(...segments), `id "${id}" is used twice on this page`, `it is also the id on line ${file.position(at(...first)?.range?.[0] ?? 0).line}; each id names one place to scroll to: rename one of them`);
    else if (RESERVED_IDS.includes(id)) reportAt(file, at(...segments), `id "${id}" is reserved by the page layout`, "choose another id");
    if (first === undefined) seen.set(id, segments);
  }

  // Each section type's own checks against the site (a contact card's person, …).
  data.sections.forEach((section, s) => {
    const report = (field: Segments, message: string, hint?: string) => reportAt(file, at("sections", s, ...field), message, hint);
    sectionByType.get(section.type)?.check?.(section, { people: Object.keys(people), report, suggest });
  });

  const imageIssue = data.meta.image === undefined ? undefined : imageProblem(data.meta.image, root);
  if (imageIssue) reportAt(file, at("meta", "image"), imageIssue.message, imageIssue.hint);
  const { title, description } = filled.meta;
  if (title.length > TITLE_MAX) reportAt(file, at("meta", "title"), `title is ${title.length} characters; search results cut it after ${TITLE_MAX}`, "shorten it", "warning");
  if (description.length > DESCRIPTION_MAX) reportAt(file, at("meta", "description"), `description is ${description.length} characters; search results cut it after ${DESCRIPTION_MAX}`, "shorten it", "warning");

  eachString(data, [], (text, segments) => {
    if (MARKUP.test(text)) reportAt(file, at(...segments), "text looks like markup (HTML or Markdown)", "it is shown exactly as written, tags and all; write plain text", "warning");
    checkCurlyQuotes(file, () => at(...segments), text);
    checkTypedValues(file, () => at(...segments), text, values);
    if (FILL_IN.test(text)) reportAt(file, at(...segments), "this text is still to be written (FILL IN)", production ? "write the real text before publishing" : "write the real text; a --production build refuses it", production ? "error" : "warning");
  });
}

function eachString(data: unknown, segments: (string | number)[], visitor: (text: string, segments: (string | number)[]) => void) {
  if (typeof data === "string") visitor(data, segments);
  else if (Array.isArray(data)) data.forEach((item, i) => eachString(item, [...segments, i], visitor));
  else if (data && typeof data === "object") for (const [key, value] of Object.entries(data)) eachString(value, [...segments, key], visitor);
}
