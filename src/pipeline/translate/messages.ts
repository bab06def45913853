// What each mismatch between a translation and its English page says, in an editor's words, and how to fix it.
import type { Severity } from "../problems";
import type { Mismatch, Path } from "./mirror";

/** "section 2, items, entry 3, text": where a field is, counted from 1 as people count. */
export function describePath(path: Path): string {
  const parts: string[] = [];
  path.forEach((segment, index) => {
    if (typeof segment === "number") parts.push(index === 1 && path[0] === "sections" ? `section ${segment + 1}` : `entry ${segment + 1}`);
    else if (!(segment === "sections" && typeof path[index + 1] === "number")) parts.push(segment);
  });
  return parts.join(", ") || "the page";
}

const quote = (text: string) => `"${text.length > 70 ? `${text.slice(0, 67)}…` : text}"`;

export function mismatchMessage(mismatch: Mismatch, englishFile: string, language: string): { message: string; hint: string; severity: Severity } {
  const where = describePath(mismatch.path);
  const field = String(mismatch.path[mismatch.path.length - 1]);
  switch (mismatch.kind) {
    case "missing":
      return {
        severity: "warning",
        message: `not translated yet: ${where}${mismatch.detail ? ` (English: ${quote(mismatch.detail)})` : ""}`,
        hint: `translate it here; until every field is translated, the page is not published in ${language}`,
      };
    case "extra-item":
      return { severity: "error", message: `one entry too many: ${where} (${mismatch.detail})`, hint: `remove it, or add the entry to ${englishFile} first: the English page decides what the page holds` };
    case "unknown-field":
      return { severity: "error", message: `"${field}" is not a field of the English page here (${where})`, hint: `a translation holds only the English page's words; check the spelling against ${englishFile}` };
    case "not-translated-here":
      return { severity: "error", message: `"${field}" is not translated: it comes from the English page (${where})`, hint: `remove it here; links, icons, ids and numbers are changed in ${englishFile}, once for every language` };
    case "not-text":
      return { severity: "error", message: `${where} is not text`, hint: "write the translated words on one line after the colon, in quotes if they hold a colon" };
    case "not-a-list":
      return { severity: "error", message: `${where} is not a list`, hint: `write one entry per line, each starting with "- ", as in ${englishFile}` };
    case "not-a-mapping":
      return { severity: "error", message: `${where} is not a group of fields`, hint: `write its fields below it, indented, as in ${englishFile}` };
    case "too-long":
      return { severity: "error", message: `${where} is longer than the ${mismatch.limit} characters that fit here`, hint: "shorten the translation; long words can overflow buttons and cards on phones" };
    case "empty":
      return { severity: "error", message: `${where} is empty`, hint: "write the translation, or remove the line until it is ready" };
  }
}
