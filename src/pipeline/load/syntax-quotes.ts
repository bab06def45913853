// Syntax mistakes about quoting: text starting with a YAML character, an unquoted #anchor, curly quotes.
import { lineAt, quoted, type Line } from "./lines";

export interface Explained {
  start: number;
  end: number;
  message: string;
  hint?: string;
}

/** Where the value of a line starts: after its indent, any "- " and any "key: ". */
const VALUE = /^( *(?:- +)*(?:[A-Za-z_][\w-]*: +)?)(.*)$/;

/** What YAML makes of each character at the start of a value, in words. */
const MEANING: Record<string, string> = {
  "*": "a reference to another value", "&": "a label for the value", "!": "a type tag",
  "|": "the start of a multi-line text", ">": "the start of a folded multi-line text",
  "@": "a reserved character", "`": "a reserved character", "%": "a directive",
  "}": "the end of a { } group", "]": "the end of a [ ] list",
};

const withoutComment = (value: string) => value.replace(/\s+#.*$/, "").trimEnd();

/** Inside { } or [ ] on this line, a value ends at the next , } or ]. */
const inFlow = (before: string) => (before.match(/[{[]/g)?.length ?? 0) > (before.match(/[}\]]/g)?.length ?? 0);

/** The line written again with its value in double quotes (curly quotes around it dropped). */
export function quotedLine(line: Line, valueAt: number): string {
  const before = line.text.slice(0, valueAt);
  const rest = line.text.slice(valueAt);
  const length = inFlow(before) ? /^[^,}\]]*/.exec(rest)![0].trimEnd().length : withoutComment(rest).length;
  const value = rest.slice(0, length).replace(/^[“‘„](.*)[”’“]$/, "$1");
  return `${before.trimStart()}${quoted(value)}${inFlow(before) ? rest.slice(length) : ""}`.trimEnd();
}

/** Text such as `- *Customer support` or `lead: | Text`: YAML reads the first character as syntax. */
export function specialStart(line: Line): Explained | undefined {
  const [, prefix, value] = VALUE.exec(line.text)!;
  const first = value[0];
  if (!first || !(first in MEANING)) return undefined;
  if (first === "|" || first === ">") {
    const rest = value.replace(/^[|>][-+1-9]*/, "").trim();
    if (!rest || rest.startsWith("#")) return undefined;
  } else if (first === "!" && !/\S/.test(value[1] ?? "")) {
    return undefined; // "! text" is plain text to YAML
  }
  return textInQuotes(line, prefix.length);
}

/** The one message for text that YAML would read as syntax because of its first character. */
export function textInQuotes(line: Line, valueAt: number): Explained {
  const first = line.text[valueAt];
  const start = line.start + valueAt;
  return {
    start, end: start + 1,
    message: `text that starts with ${first} must be in quotes`,
    hint: `at the start of a value, YAML reads ${first} as ${MEANING[first] ?? "syntax"}; write ${quotedLine(line, valueAt)}`,
  };
}

/** The same, for a node the parser accepted (an anchor or tag followed by text): the line and column of its start. */
export function textInQuotesAt(text: string, offset: number): Explained {
  const line = lineAt(text, offset);
  return textInQuotes(line, offset - line.start);
}

const HASH_VALUE = /(^|[\s{,])([A-Za-z_][\w-]*): +(#[^\s#][^,}]*)/;

/**
 * `href: #faq` unquoted: # starts a comment, so the value is empty and, inside { }, the closing } is lost too.
 * Found on the line of the parser's error or the few above it, where the editor wrote it.
 */
export function hashComment(text: string, errorOffset: number): Explained | undefined {
  let line = lineAt(text, errorOffset);
  for (let steps = 0; steps < 4; steps++) {
    const found = hashOnLine(line);
    if (found) return found;
    if (line.start === 0) break;
    line = lineAt(text, line.start - 1);
  }
  return undefined;
}

export function hashOnLine(line: Line): Explained | undefined {
  const match = HASH_VALUE.exec(line.text);
  if (!match) return undefined;
  const before = line.text.slice(0, match.index);
  if ((before.match(/"/g)?.length ?? 0) % 2 || (before.match(/'/g)?.length ?? 0) % 2) return undefined;
  const [, lead, key, value] = match;
  const at = match.index + lead.length + key.length + match[0].slice(lead.length + key.length).indexOf("#");
  const fixed = `${line.text.slice(0, at)}${quoted(value.trimEnd())}${line.text.slice(at + value.trimEnd().length)}`.trim();
  const what = key === "href" ? "link" : "text";
  return { start: line.start + at, end: line.start + at + 1, message: `a # starts a comment, so YAML ignores "${value.trimEnd()}" and the rest of the line`, hint: `put the ${what} in quotes: ${fixed}` };
}
