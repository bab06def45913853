// YAML text to a document, strictly: syntax errors and warnings are problems; anchors, aliases, merge keys and tags are refused.
import { isAlias, isNode, isPair, isScalar, parseAllDocuments, visit, type Document } from "yaml";
import type { SourceFile } from "./source";
import { reportSyntaxError } from "./syntax";

const emptyHint = (file: SourceFile) =>
  file.name.endsWith("site.yaml") ? "site.yaml needs settings:, navigation:, footer: and routes:" : "a page spec needs at least meta: and sections:";

export function parseYaml(file: SourceFile): Document.Parsed | null {
  const docs = parseAllDocuments(file.text, { prettyErrors: false, uniqueKeys: true, strict: true });
  // Nothing but comments and blank lines gives no document at all.
  if (!Array.isArray(docs) || docs.length === 0) {
    file.error(0, 0, "file is empty", emptyHint(file));
    return null;
  }
  const doc = docs[0];
  if (doc.errors.length) {
    reportSyntaxError(file, doc.errors);
    return null;
  }
  if (docs.length > 1) {
    const start = docs[1].range[0];
    file.error(start, start + 3, "file holds more than one YAML document", "remove the --- line and everything after it, or move it to its own file");
    return null;
  }
  for (const warning of doc.warnings) {
    const [start, end] = warning.pos;
    if (warning.code === "TAG_RESOLVE_FAILED") file.error(start, end, `tag ${file.text.slice(start, end)} is not allowed`, "tags (words starting with !) are not used in page specs; remove it, or put the text in quotes");
    else file.error(start, end, warning.message.split("\n")[0], undefined);
  }
  if (doc.warnings.length) return null;
  if (doc.contents === null) {
    file.error(0, 0, "file is empty", emptyHint(file));
    return null;
  }
  return refuseReferences(file, doc) ? null : doc;
}

/**
 * Anchors and aliases let a few lines expand to gigabytes (an alias bomb), and merge keys copy fields invisibly.
 * The first one is reported, with a count of the rest: they are one decision, not many mistakes.
 */
function refuseReferences(file: SourceFile, doc: Document.Parsed): boolean {
  const found: { start: number; end: number; message: string }[] = [];
  visit(doc, (_key, node) => {
    if (isPair(node) && isScalar(node.key) && node.key.value === "<<" && node.key.range) {
      const [start] = node.key.range;
      found.push({ start, end: start + 2, message: "merge key << is not allowed" });
    } else if (isAlias(node)) {
      const [start, end] = node.range ?? [0, 0];
      found.push({ start, end, message: `alias *${node.source} is not allowed` });
    } else if (isNode(node) && node.anchor) {
      const [start] = node.range ?? [0, 0];
      const at = file.text.lastIndexOf(`&${node.anchor}`, start);
      found.push({ start: at >= 0 ? at : start, end: (at >= 0 ? at : start) + node.anchor.length + 1, message: `anchor &${node.anchor} is not allowed` });
    }
  });
  if (!found.length) return false;
  found.sort((a, b) => a.start - b.start);
  const rest = found.length - 1;
  const more = rest ? ` (the file has ${rest} more ${rest === 1 ? "anchor, alias or merge key" : "anchors, aliases or merge keys"})` : "";
  file.error(found[0].start, found[0].end, found[0].message, `write every value out in full${more}; they hide where a value comes from, and can make a small file expand to a huge one`);
  return true;
}
