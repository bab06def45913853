// YAML text to a document, strictly: syntax errors and warnings are problems; anchors, aliases, merge keys and tags are refused.
import { isAlias, isNode, isPair, isScalar, parseAllDocuments, visit, type Document } from "yaml";
import type { SourceFile } from "./source";
import { checkContinuedItems } from "./continued-items";
import { reportSyntaxError } from "./syntax";
import { documentMarker, plainMessage } from "./syntax-codes";
import { textInQuotesAt } from "./syntax-quotes";

const emptyHint = (file: SourceFile) =>
  file.name.endsWith("site.yaml") ? "site.yaml needs settings:, navigation:, footer: and routes:" : "a page spec needs at least meta: and sections:";

/**
 * yaml's parser reads process.env.LOG_TOKENS for every token and its composer LOG_STREAM for every document; Node's
 * process.env asks the C++ environment on each read, which was half the time of parsing a page. The parse runs with a
 * plain object holding those two (copying the whole environment for each file was 0.1 s at 1,700 pages), put back at
 * once: it is synchronous, so no other code sees it.
 */
function withPlainEnv<T>(work: () => T): T {
  const env = process.env;
  process.env = { LOG_TOKENS: env.LOG_TOKENS, LOG_STREAM: env.LOG_STREAM };
  try {
    return work();
  } finally {
    process.env = env;
  }
}

/** The documents this thread has made: a test tells from it that a file's data was read without one (quick-parse.ts). */
export const documentsMade = { count: 0 };

function parseAll(text: string) {
  documentsMade.count++;
  return withPlainEnv(() => parseAllDocuments(text, { prettyErrors: false, uniqueKeys: true, strict: true }));
}

/** The document of a file that loaded cleanly before (its outcome came from the cache): parsed only when a check asks for it. */
export const parseLoaded = (file: SourceFile): Document.Parsed => (parseAll(file.text) as Document.Parsed[])[0];

export function parseYaml(file: SourceFile): Document.Parsed | null {
  const docs = parseAll(file.text);
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
    const marker = documentMarker(file.text);
    if (marker) {
      file.error(marker.start, marker.end, marker.message, marker.hint);
      return null;
    }
    const start = docs[1].range[0];
    file.error(start, start + 3, "file holds more than one YAML document", "remove the --- line and everything after it, or move it to its own file");
    return null;
  }
  for (const warning of doc.warnings) {
    const [start] = warning.pos;
    // A ! at the start of a value is text the editor meant; a % line is a directive (see syntax-codes.ts).
    const explained = file.text[start] === "!" ? textInQuotesAt(file.text, start) : plainMessage(file.text, warning);
    file.error(explained.start, explained.end, explained.message, explained.hint);
  }
  if (doc.warnings.length) return null;
  if (doc.contents === null) {
    file.error(0, 0, "file is empty", emptyHint(file));
    return null;
  }
  if (refuseReferences(file, doc)) return null;
  checkContinuedItems(file, doc);
  return doc;
}

/**
 * Anchors and aliases let a few lines expand to gigabytes (an alias bomb), and merge keys copy fields invisibly.
 * The first one is reported, with a count of the rest: they are one decision, not many mistakes.
 */
function refuseReferences(file: SourceFile, doc: Document.Parsed): boolean {
  // Without & or * there is no anchor or alias, and without << (or an escape writing it) no merge key: most files.
  if (!/[&*\\]|<</.test(file.text)) return false;
  const found: { start: number; end: number; message: string }[] = [];
  const before = file.problems.length;
  const aliased = new Set<string>();
  visit(doc, { Alias: (_key, node) => void aliased.add(node.source) });
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
      // An anchor nothing refers to, followed by more text (`- &Customer support`): text that starts with &.
      if (at >= 0 && !aliased.has(node.anchor) && isScalar(node)) {
        const text = textInQuotesAt(file.text, at);
        file.error(text.start, text.end, text.message, text.hint);
        return visit.BREAK;
      }
      found.push({ start: at >= 0 ? at : start, end: (at >= 0 ? at : start) + node.anchor.length + 1, message: `anchor &${node.anchor} is not allowed` });
    }
  });
  if (file.problems.length > before) return true;
  if (!found.length) return false;
  found.sort((a, b) => a.start - b.start);
  const rest = found.length - 1;
  const more = rest ? ` (the file has ${rest} more ${rest === 1 ? "anchor, alias or merge key" : "anchors, aliases or merge keys"})` : "";
  file.error(found[0].start, found[0].end, found[0].message, `write every value out in full${more}; they hide where a value comes from, and can make a small file expand to a huge one`);
  return true;
}
