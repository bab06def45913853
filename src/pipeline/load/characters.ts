// Invisible characters in parsed values: written as YAML escapes ("\0", "\e", "\u202E") they pass the raw-text check.
import { isPair, isScalar, visit, type Document } from "yaml";
import type { SourceFile } from "./source";

/** C0 controls but tab and line feed (block text keeps its line breaks), DEL and C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** Marks that reorder how text is shown (a link can read as a different address than it is). */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
/** Zero-width space, non-joiner, joiner, and the byte-order mark inside text. */
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/;

/** Fields whose values are addresses, names or paths: there an invisible character is always a mistake or a trick. */
const EXACT_FIELDS = new Set(["href", "id", "path", "page", "person", "photo", "logo", "image", "baseUrl", "bookingUrl", "email", "icon", "type", "key"]);

const code = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

/** The character's own column when it is written as is; else the start of the value (it was written as an escape). */
function offsetOf(file: SourceFile, range: readonly number[], char: string): number {
  const at = file.text.slice(range[0], range[1]).indexOf(char);
  return at >= 0 ? range[0] + at : range[0];
}

/**
 * Any character a value could hold that the checks look for, or the backslash that writes one as an escape: a file
 * without any (most of them) holds none in its values, and its document is not walked.
 */
const ANY = new RegExp(`[\\\\${[CONTROL, BIDI, ZERO_WIDTH].map((pattern) => pattern.source.slice(1, -1)).join("")}]`);

/** Returns whether an error was found: the file is then not validated further, so one mistake is one error. */
export function checkCharacters(doc: Document.Parsed, file: SourceFile): boolean {
  if (!ANY.test(file.text)) return false;
  let failed = false;
  visit(doc, {
    Scalar(key, node, path) {
      if (typeof node.value !== "string" || !node.range) return;
      const parent = path[path.length - 1];
      const field = key === "key" ? "key" : isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : undefined;
      const exact = key === "key" || (field !== undefined && EXACT_FIELDS.has(field));
      const text = node.value;
      const control = CONTROL.exec(text);
      if (control) {
        const start = offsetOf(file, node.range, control[0]);
        failed = true;
        file.error(start, start + 1, `invisible control character ${code(control[0])} in the text`, "delete it; inside double quotes it is written as an escape such as \\0, \\e, \\x1b or \\u001b");
        return;
      }
      const hidden = BIDI.exec(text) ?? ZERO_WIDTH.exec(text);
      if (!hidden) return;
      const kind = BIDI.test(hidden[0]) ? "direction mark" : "zero-width character";
      const start = offsetOf(file, node.range, hidden[0]);
      const where = exact ? (field === "href" || field === "baseUrl" || field === "bookingUrl" ? "a link" : key === "key" ? "a key" : `the ${field}`) : "the text";
      const message = `invisible ${kind} ${code(hidden[0])} in ${where}`;
      failed ||= exact;
      if (exact) file.error(start, start + 1, message, "retype the value by hand; invisible characters make it differ from what it looks like");
      else file.report("warning", start, start + 1, message, "delete it unless you placed it on purpose; it is invisible and often pasted by accident");
    },
  });
  return failed;
}
