// YAML text to a document, strictly: syntax errors and warnings are problems; anchors, aliases and tags are refused.
import { isAlias, isNode, parseAllDocuments, visit, type Document } from "yaml";
import type { ErrorCode } from "yaml";
import type { SourceFile } from "./source";

const HINTS: Partial<Record<ErrorCode, string>> = {
  BAD_INDENT: "indent with two spaces per level; items of the same list or mapping start in the same column",
  TAB_AS_INDENT: "YAML does not allow tabs for indentation; replace them with spaces",
  DUPLICATE_KEY: "each key may appear once in a mapping; remove or rename one of them",
  MISSING_CHAR: "a quote or bracket was opened and not closed",
  BAD_SCALAR_START: "text that starts with a special character (such as { [ @ ` | >) must be in quotes",
  BLOCK_AS_IMPLICIT_KEY: "a key may not contain a block; check the indentation and the colons on the lines above",
  MULTILINE_IMPLICIT_KEY: "a key must fit on one line; is a colon missing after it, or a quote not closed?",
  UNEXPECTED_TOKEN: "check the indentation and punctuation on this line",
  TAG_RESOLVE_FAILED: "tags such as !something are not used in page specs; remove it",
};

const firstLine = (message: string) => message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");

export function parseYaml(file: SourceFile): Document.Parsed | null {
  const docs = parseAllDocuments(file.text, { prettyErrors: false, uniqueKeys: true, strict: true });
  if (!Array.isArray(docs)) {
    file.error(0, 0, "file is empty", "a page spec needs at least meta: and sections:");
    return null;
  }
  if (docs.length > 1) {
    const start = docs[1].range[0];
    file.error(start, start + 3, "file holds more than one YAML document", "remove the --- line and everything after it, or move it to its own file");
  }
  const doc = docs[0];
  for (const problem of [...doc.errors, ...doc.warnings]) {
    file.error(problem.pos[0], problem.pos[1], firstLine(problem.message), HINTS[problem.code]);
  }
  if (doc.errors.length || doc.warnings.length) return null;
  let refused = false;
  visit(doc, (_key, node) => {
    if (isAlias(node)) {
      refused = true;
      const [start, end] = node.range ?? [0, 0];
      file.error(start, end, `alias *${node.source} is not allowed`, "write the value out in full; anchors and aliases are refused so a file cannot expand to a huge size");
      return visit.SKIP;
    }
    if (isNode(node) && node.anchor) {
      refused = true;
      const [start] = node.range ?? [0, 0];
      const at = file.text.lastIndexOf(`&${node.anchor}`, start + node.anchor.length + 1);
      file.error(at >= 0 ? at : start, (at >= 0 ? at : start) + node.anchor.length + 1, `anchor &${node.anchor} is not allowed`, "write the value out in full; anchors and aliases are not used in page specs");
    }
    if (isNode(node) && node.tag && !node.tag.startsWith("tag:yaml.org,2002:")) {
      refused = true;
      const [start, end] = node.range ?? [0, 0];
      file.error(start, end, `tag ${node.tag} is not allowed`, HINTS.TAG_RESOLVE_FAILED);
    }
    return undefined;
  });
  if (doc.contents === null) {
    file.error(0, 0, "file is empty", "a page spec needs at least meta: and sections:");
    return null;
  }
  return refused ? null : doc;
}
