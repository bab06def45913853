// Turns the yaml library's syntax errors into one plain-words problem per file, placed where the mistake was made.
import { Parser, type YAMLError } from "yaml";
import type { SourceFile } from "./source";

interface Explained {
  start: number;
  end: number;
  message: string;
  hint?: string;
}

const MESSAGES: Partial<Record<YAMLError["code"], [string, string]>> = {
  TAB_AS_INDENT: ["a tab is used for indentation", "YAML allows only spaces for indentation; replace the tab with spaces (two per level)"],
  BAD_INDENT: ["the indentation is wrong here", "indent with two spaces per level; items of the same list or mapping start in the same column"],
  MISSING_CHAR: ["a closing bracket or quote is missing", "a quote, [ or { was opened and not closed"],
  BAD_SCALAR_START: ["this text must be in quotes", "text that starts with a special character (such as { [ @ ` | > % !) must be in quotes"],
  BLOCK_AS_IMPLICIT_KEY: ["a key is not followed by its value correctly", "check the indentation and the colons on this line and the lines above"],
  MULTILINE_IMPLICIT_KEY: ["a key must fit on one line", "is a colon missing after a key, a quote not closed, or a line indented too far?"],
  UNEXPECTED_TOKEN: ["unexpected character", "check the indentation and punctuation on this line"],
  BAD_DIRECTIVE: ["lines starting with % are not allowed", "remove the line, or put the text in quotes"],
};

const CLOSED = { "double-quoted-scalar": /^"(?:[^"\\]|\\[\s\S])*"$/, "single-quoted-scalar": /^'(?:[^']|'')*'$/ } as const;

/** The first quoted text in the file whose closing quote is missing, found in the parser's token tree. */
function unclosedQuote(text: string): { offset: number; quote: string } | undefined {
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
  return found;
}

const lineAt = (text: string, offset: number) => {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return { start, text: text.slice(start, end < 0 ? text.length : end) };
};
const indentOf = (line: string) => /^ */.exec(line)![0].length;

/** A `key:` line indented further than the key above it reads as more text of that key's value: point at it. */
function overIndentedKey(text: string, error: YAMLError): Explained | undefined {
  const first = lineAt(text, error.pos[0]);
  const base = indentOf(first.text);
  let offset = first.start + first.text.length + 1;
  while (offset < error.pos[1] && offset < text.length) {
    const line = lineAt(text, offset);
    const indent = indentOf(line.text);
    if (indent > base && /^ *[A-Za-z_][\w-]*:( |$)/.test(line.text)) {
      const key = /^ *([\w-]+):/.exec(line.text)![1];
      return {
        start: line.start + indent,
        end: line.start + indent + key.length + 1,
        message: `"${key}:" is indented further than the line above it`,
        hint: `YAML reads it as more text of the value above; line it up with the other keys (${base} spaces)`,
      };
    }
    offset = line.start + line.text.length + 1;
  }
  return undefined;
}

/** The key named at an offset, and where the same key first appears at the same indentation in its mapping. */
function duplicateKey(text: string, error: YAMLError): Explained {
  const line = lineAt(text, error.pos[0]);
  const name = /^(["']?)([^"':]+)\1\s*:/.exec(text.slice(error.pos[0]))?.[2] ?? "key";
  const column = error.pos[0] - line.start;
  const lines = text.slice(0, line.start).split("\n");
  let firstLine: number | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    const indent = indentOf(lines[i]);
    if (lines[i].trim() && indent < column && !lines[i].trimStart().startsWith("- ")) break;
    if (lines[i].slice(column).startsWith(`${name}:`)) firstLine = i + 1;
  }
  const earlier = firstLine ? `the first "${name}" is on line ${firstLine}; ` : "";
  return { start: error.pos[0], end: error.pos[0] + name.length, message: `"${name}" appears twice in the same mapping`, hint: `${earlier}each key may appear once: remove or rename one of them` };
}

/** Reports the first syntax error only: the ones after it are usually the same mistake seen again. */
export function reportSyntaxError(file: SourceFile, errors: readonly YAMLError[]) {
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const quote = errors.some((e) => e.code === "MISSING_CHAR" && /quote/.test(e.message)) ? unclosedQuote(file.text) : undefined;
  let explained: Explained | undefined;
  if (quote) {
    explained = { start: quote.offset, end: quote.offset + 1, message: `the quote ${quote.quote} opened here is never closed`, hint: `add the closing ${quote.quote} at the end of the text; inside text in quotes, write ${quote.quote === '"' ? '\\"' : "''"} for a quote mark` };
  } else {
    const first = sorted[0];
    if (first.code === "DUPLICATE_KEY") explained = duplicateKey(file.text, first);
    else if (first.code === "MULTILINE_IMPLICIT_KEY" || first.code === "BLOCK_AS_IMPLICIT_KEY") {
      explained = sorted.map((e) => (e.code === "MULTILINE_IMPLICIT_KEY" ? overIndentedKey(file.text, e) : undefined)).find(Boolean);
    }
    if (!explained) {
      const [message, hint] = MESSAGES[first.code] ?? [first.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, ""), undefined];
      explained = { start: first.pos[0], end: first.pos[1], message: /Maximum call stack/.test(first.message) ? "the brackets or indentation nest too deeply" : message, hint };
    }
  }
  file.error(explained.start, explained.end, explained.message, explained.hint);
}
