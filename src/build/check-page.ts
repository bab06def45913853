// Checks within one page: unique ids, known people, images, head-tag lengths, markup pasted into text.
import { imageProblem } from "./check-image";
import { locate, reportAt } from "./locate";
import type { LoadedPage } from "./model";
import { suggest } from "./problems";

/** Ids the page chrome uses; a section may not take them. */
export const RESERVED_IDS = ["main", "root", "site-menu", "site-data", "page-data"];

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** Every anchor id on the page, with its data path: sections, option items and prose parts. */
export function pageIds(page: LoadedPage["data"]): { id: string; segments: (string | number)[] }[] {
  const found: { id: string; segments: (string | number)[] }[] = [];
  page.sections.forEach((section, s) => {
    if (section.id) found.push({ id: section.id, segments: ["sections", s, "id"] });
    const children = section.type === "options" ? section.items : section.type === "prose" ? section.parts : [];
    children.forEach((child, c) => {
      if (child.id) found.push({ id: child.id, segments: ["sections", s, section.type === "options" ? "items" : "parts", c, "id"] });
    });
  });
  return found;
}

const MARKUP = /<\/?[a-z!][^>]*>|\]\(https?:|\*\*[^*]+\*\*/i;

/** Marks text the new-country scaffold leaves for the editor to write; like example values, --production refuses it. */
export const FILL_IN = /\bFILL IN\b/;

export function checkPage(page: LoadedPage, filled: LoadedPage["data"], root: string, people: Record<string, unknown>, production = false) {
  const { doc, file, data } = page;
  const at = (...segments: (string | number)[]) => locate(doc, segments).value;

  const seen = new Map<string, number>(); // id → the line it first appears on
  for (const { id, segments } of pageIds(data)) {
    const node = at(...segments);
    const first = seen.get(id);
    if (first !== undefined) reportAt(file, node, `id "${id}" is used twice on this page`, `it is also the id on line ${first}; each id names one place to scroll to: rename one of them`);
    else if (RESERVED_IDS.includes(id)) reportAt(file, node, `id "${id}" is reserved by the page layout`, "choose another id");
    if (first === undefined) seen.set(id, file.position(node?.range?.[0] ?? 0).line);
  }

  data.sections.forEach((section, s) => {
    if (section.type === "contact" && section.person && !(section.person in people)) {
      reportAt(file, at("sections", s, "person"), `unknown person "${section.person}"`, `${suggest(section.person, Object.keys(people), "People in site.yaml")}`);
    }
  });

  const imageIssue = data.meta.image === undefined ? undefined : imageProblem(data.meta.image, root);
  if (imageIssue) reportAt(file, at("meta", "image"), imageIssue.message, imageIssue.hint);
  const { title, description } = filled.meta;
  if (title.length > TITLE_MAX) reportAt(file, at("meta", "title"), `title is ${title.length} characters; search results cut it after ${TITLE_MAX}`, "shorten it", "warning");
  if (description.length > DESCRIPTION_MAX) reportAt(file, at("meta", "description"), `description is ${description.length} characters; search results cut it after ${DESCRIPTION_MAX}`, "shorten it", "warning");

  eachString(data, [], (text, segments) => {
    if (MARKUP.test(text)) reportAt(file, at(...segments), "text looks like markup (HTML or Markdown)", "it is shown exactly as written, tags and all; write plain text", "warning");
    if (FILL_IN.test(text)) reportAt(file, at(...segments), "this text is still to be written (FILL IN)", production ? "write the real text before publishing" : "write the real text; a --production build refuses it", production ? "error" : "warning");
  });
}

function eachString(data: unknown, segments: (string | number)[], visitor: (text: string, segments: (string | number)[]) => void) {
  if (typeof data === "string") visitor(data, segments);
  else if (Array.isArray(data)) data.forEach((item, i) => eachString(item, [...segments, i], visitor));
  else if (data && typeof data === "object") for (const [key, value] of Object.entries(data)) eachString(value, [...segments, key], visitor);
}
