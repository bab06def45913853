// When a field wanted text but YAML read something else, the one step that fixes it, with the corrected line.
import { isMap, isScalar, isSeq, type Node } from "yaml";
import { lineAt, quoted } from "./lines";
import { hashOnLine, type Explained } from "./syntax-quotes";
import type { SourceFile } from "./source";

/**
 * `eyebrow: 2025` (a number), `- [Construction]` (a list), `- {Customer support}` (a mapping), `href: #faq` (a comment,
 * so empty): what YAML made of it, and the line written so that it is text.
 */
export function textFix(file: SourceFile, value: Node | undefined, keyOffset: number | undefined): Explained | undefined {
  if (value === undefined || value === null || (isScalar(value) && value.value === null)) {
    if (keyOffset === undefined) return undefined;
    return hashOnLine(lineAt(file.text, keyOffset));
  }
  const [start, end] = value.range ?? [0, 0];
  const line = lineAt(file.text, start);
  const before = line.text.slice(0, start - line.start).trimStart();
  const source = file.text.slice(start, end).trimEnd();
  if (isScalar(value) && typeof value.value !== "string") {
    return { start, end, message: "", hint: `put it in quotes, so that it is text: ${before}${quoted(source)}` };
  }
  const inner = source.slice(1, -1).trim();
  if (isSeq(value) && value.flow && !inner.includes(",")) {
    return { start, end, message: "", hint: `square brackets make a list; write ${before}${inner}` };
  }
  if (isMap(value) && value.flow && !inner.includes(":")) {
    return { start, end, message: "", hint: `curly brackets make a group of fields; write ${before}${inner}` };
  }
  return undefined;
}
