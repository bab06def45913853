// Turns the yaml library's syntax errors into one plain-words problem per file, placed where the mistake was made.
import { Parser, type YAMLError } from "yaml";
import { indentOf, lineAbove, lineAt, meaningful } from "./lines";
import { plainMessage } from "./syntax-codes";
import { listMistake } from "./syntax-lists";
import { hashComment, quotedLine, specialStart, textInQuotesAt, type Explained } from "./syntax-quotes";
import type { SourceFile } from "./source";

const INDENT_HINT = "indent with two spaces per level; the keys of one mapping, and the - items of one list, start in the same column";
const CLOSED = { "double-quoted-scalar": /^"(?:[^"\\]|\\[\s\S])*"$/, "single-quoted-scalar": /^'(?:[^']|'')*'$/ } as const;

/** The first quoted text in the file whose closing quote is missing, found in the parser's token tree. */
function unclosedQuote(text: string): Explained | undefined {
  let found: { offset: number; quote: string } | undefined;
  const walk = (node: unknown): void => {
    if (found || !node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(walk);
    const token = node as { type?: string; offset?: number; source?: string };
    const closed = CLOSED[token.type as keyof typeof CLOSED];
    if (closed && typeof token.source === "string" && typeof token.offset === "number" && !closed.test(token.source.trimEnd())) {
      found = { offset: token.offset, quote: token.source[0] };
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== "source") walk(value);
  };
  for (const token of new Parser().parse(text)) walk(token);
  if (!found) return undefined;
  const { offset, quote } = found;
  const escaped = quote === '"' ? '\\"' : "''";
  return { start: offset, end: offset + 1, message: `the quote ${quote} opened here is never closed`, hint: `add the closing ${quote} at the end of the text; inside the quotes, write ${escaped} for a quote mark` };
}

/** A `key:` line indented further than the key above it reads as more text of that key's value: point at it. */
function overIndentedKey(text: string, error: YAMLError): Explained | undefined {
  const first = lineAt(text, error.pos[0]);
  const base = /^[ -]*/.exec(first.text)![0].length; // where the keys of this mapping start, after any "- "
  for (let offset = first.start + first.text.length + 1; offset < Math.min(error.pos[1], text.length); ) {
    const line = lineAt(text, offset);
    const indent = indentOf(line.text);
    const key = /^ *([A-Za-z_][\w-]*):( |$)/.exec(line.text)?.[1];
    if (key && indent > base) {
      return { start: line.start + indent, end: line.start + indent + key.length + 1, message: `"${key}:" is indented further than the line above it`, hint: `YAML reads it as more text of the value above; line it up with the other keys (${base} spaces)` };
    }
    offset = line.start + line.text.length + 1;
  }
  return undefined;
}

/** Mistakes visible on the line itself: `key:value`, `key: text: more`, or no colon at all. */
function lineMistake(text: string, error: YAMLError): Explained | undefined {
  const line = lineAt(text, error.pos[0]);
  const content = /^( *(?:- )?)(.*)$/.exec(line.text)!;
  const at = line.start + content[1].length;
  const body = content[2].replace(/\s+#.*$/, "");
  const noSpace = /^([A-Za-z_][\w-]*):([^\s/])/.exec(body);
  if (noSpace) {
    const [, key] = noSpace;
    const value = body.slice(key.length + 1);
    const space = value.lastIndexOf(" ", 24);
    const shown = value.length > 24 ? `${value.slice(0, space > 0 ? space : 24)}…` : value;
    return { start: at + key.length + 1, end: at + key.length + 2, message: `a space is missing after "${key}:"`, hint: `YAML needs a space between a key's colon and its value: ${key}: ${shown}` };
  }
  const colonInText = /^([A-Za-z_][\w-]*): +([^"'[{\s].*: .*)$/.exec(body);
  if (colonInText) {
    const valueAt = at + body.indexOf(colonInText[2], colonInText[1].length);
    // Curly quotes pasted from a word processor are text to YAML, not quotes.
    const curly = /^[“‘„]/.test(colonInText[2]) ? "curly quotes “ ” are not quotes to YAML; write with straight ones: " : "write ";
    return { start: valueAt, end: valueAt + colonInText[2].length, message: 'text that contains ": " must be in quotes', hint: `${curly}${quotedLine(line, valueAt - line.start)}` };
  }
  if (body && !/:( |$)/.test(body) && !/^["'[{]/.test(body)) {
    const word = /^[^\s:]+/.exec(body)?.[0] ?? body;
    return { start: at, end: at + body.length, message: 'this line is not a "key: value" line', hint: `is the colon after the key missing? For example: ${word}: …` };
  }
  return undefined;
}

/** Finds the { or [ on the lines above that is never closed. */
function unclosedBracket(text: string, error: YAMLError, open: string, close: string): Explained | undefined {
  for (let line = lineAt(text, error.pos[0]); line.start > 0; ) {
    const above = lineAbove(text, line);
    if (!above) break;
    const opened = above.text.lastIndexOf(open);
    if (opened >= 0 && above.text.lastIndexOf(close) < opened) {
      return { start: above.start + opened, end: above.start + opened + 1, message: `the ${open} opened here is never closed`, hint: `add ${close} at the end of the line` };
    }
    line = above;
  }
  return undefined;
}

function misaligned(text: string, error: YAMLError): Explained {
  const line = lineAt(text, error.pos[0]);
  const indent = indentOf(line.text);
  const above = lineAbove(text, line);
  const compare = above && indentOf(above.text) !== indent ? `; this line starts after ${indent} spaces, line ${above.number} after ${indentOf(above.text)}` : "";
  return { start: line.start + indent, end: line.start + line.text.trimEnd().length, message: "this line is not lined up with the lines above it", hint: INDENT_HINT + compare };
}

/** The key named at an offset, and where the same key first appears in its mapping. */
function duplicateKey(text: string, error: YAMLError): Explained {
  const line = lineAt(text, error.pos[0]);
  const name = /^(["']?)([^"':]+)\1\s*:/.exec(text.slice(error.pos[0]))?.[2] ?? "key";
  const column = error.pos[0] - line.start;
  const lines = text.slice(0, line.start).split("\n");
  let first: number | undefined;
  // Up to the line that opens this mapping: a `- key:` item whose keys start in this column, or anything less indented.
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!meaningful(lines[i])) continue;
    const keysAt = /^[ -]*/.exec(lines[i])![0].length;
    if (keysAt === column && lines[i].slice(column).startsWith(`${name}:`)) first = i + 1;
    if (indentOf(lines[i]) < column) break;
  }
  const earlier = first ? `the first "${name}" is on line ${first}; ` : "";
  return { start: error.pos[0], end: error.pos[0] + name.length, message: `"${name}" appears twice in the same mapping`, hint: `${earlier}each key may appear once: remove or rename one, or if this line starts a new list item, begin it with "- "` };
}

function explain(text: string, error: YAMLError, all: YAMLError[]): Explained | undefined {
  const { message } = error;
  if (/Maximum call stack/.test(message)) return { start: error.pos[0], end: error.pos[0] + 1, message: "the brackets or indentation nest too deeply", hint: "a page spec nests a few levels deep; look for a long run of [ or {" };
  if (error.code === "TAB_AS_INDENT") return { start: error.pos[0], end: error.pos[1], message: "a tab is used for indentation", hint: "YAML allows only spaces for indentation; replace the tab with spaces (two per level)" };
  if (error.code === "DUPLICATE_KEY") return duplicateKey(text, error);
  if (/Flow map .*end with a \}/.test(message)) return unclosedBracket(text, error, "{", "}");
  if (/Flow sequence .*end with a \]/.test(message)) return unclosedBracket(text, error, "[", "]");
  if (/must start at the same column|without - indicator/.test(message) || error.code === "BAD_INDENT") return misaligned(text, error);
  if (/implicit (map )?key/i.test(message) || /Nested mappings/.test(message)) {
    const overIndented = all.filter((e) => e.code === "MULTILINE_IMPLICIT_KEY").map((e) => overIndentedKey(text, e)).find(Boolean);
    return overIndented ?? lineMistake(text, error);
  }
  if (error.code === "UNEXPECTED_TOKEN" && /["']\s*$/.test(text.slice(0, error.pos[0]))) {
    const line = lineAt(text, error.pos[0]);
    const valueAt = /^ *(?:- +)*(?:[A-Za-z_][\w-]*: +)?/.exec(line.text)![0].length;
    const value = line.text.slice(valueAt).replace(/\s+#.*$/, "").trimEnd();
    // The quotes the editor typed are part of the text: the whole value goes in the other kind of quotes.
    const fixed = value.startsWith('"') ? `'${value.replace(/'/g, "''")}'` : `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
    return { start: error.pos[0], end: error.pos[1], message: "text after the closing quote", hint: `when a value starts with a quote, the whole value must be inside the quotes: ${line.text.slice(0, valueAt).trimStart()}${fixed}` };
  }
  if (error.code === "BAD_SCALAR_START") return textInQuotesAt(text, error.pos[0]);
  return undefined;
}

/** Reports the first syntax error only: the ones after it are usually the same mistake seen again. */
export function reportSyntaxError(file: SourceFile, errors: readonly YAMLError[]) {
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const quote = errors.some((e) => /quote/.test(e.message)) ? unclosedQuote(file.text) : undefined;
  const first = sorted[0];
  const explained = quote ?? hashComment(file.text, first.pos[0]) ?? specialStart(lineAt(file.text, first.pos[0])) ??
    listMistake(file.text, first.pos[0]) ?? explain(file.text, first, sorted) ?? plainMessage(file.text, first);
  file.error(explained.start, explained.end, explained.message, explained.hint);
}
