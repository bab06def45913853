// Plain words for every syntax error the yaml library can raise on a page spec that no sharper explanation caught.
// Codes of yaml's ErrorCode that cannot reach an editor from parseAllDocuments(text, { strict, uniqueKeys }):
// IMPOSSIBLE (an internal invariant of the parser), MULTIPLE_DOCS (only parseDocument raises it; parse.ts reports a
// second document itself), NON_STRING_KEY (only with the stringKeys option, which is off), RESOURCE_EXHAUSTION (only
// while expanding aliases, and parse.ts refuses every alias before the data is made).
import type { ErrorCode, YAMLError } from "yaml";
import { lineAt, lineNumbered, type Line } from "./lines";
import { quotedLine, type Explained } from "./syntax-quotes";

/** The codes named in the comment above; a test checks every other code has a fixture. */
export const UNREACHABLE_CODES: readonly ErrorCode[] = ["IMPOSSIBLE", "MULTIPLE_DOCS", "NON_STRING_KEY", "RESOURCE_EXHAUSTION"];

const at = (line: Line, column: number, length: number, message: string, hint: string): Explained =>
  ({ start: line.start + column, end: line.start + column + Math.max(1, length), message, hint });

export { documentMarker };
/** A line of the file the parser trips over later: `%` directives and the `...` end-of-document marker. */
function documentMarker(text: string): Explained | undefined {
  const lines = text.split("\n");
  const directive = lines.findIndex((line) => line.startsWith("%"));
  if (directive >= 0) {
    const line = lineNumbered(text, directive + 1)!;
    return at(line, 0, line.text.trimEnd().length, "a line starting with % is a YAML directive, which page specs do not use", "delete this line (and a --- line under it, if there is one)");
  }
  const end = lines.findIndex((line) => /^\.\.\.\s*$/.test(line));
  if (end >= 0) {
    const line = lineNumbered(text, end + 1)!;
    return at(line, 0, 3, 'the line "..." ends the YAML early: nothing below it is read', "delete this line");
  }
  return undefined;
}

/** The value on a line: after its indent, "- " and "key: ". */
const valueColumn = (line: Line) => /^ *(?:- +)*(?:[A-Za-z_][\w-]*: +)?/.exec(line.text)![0].length;

function missingComma(line: Line): Explained | undefined {
  const match = /([^\s,{[])(\s+)([A-Za-z_][\w-]*):\s/.exec(line.text.slice(line.text.indexOf("{") + 1));
  if (line.text.indexOf("{") < 0 || !match) return undefined;
  const column = line.text.indexOf("{") + 1 + match.index + 1;
  const fixed = `${line.text.slice(0, column)},${line.text.slice(column)}`.trim();
  return at(line, column + match[2].length, match[3].length, `a comma is missing before "${match[3]}:"`, `inside { }, entries are separated by commas: ${fixed}`);
}

export function plainMessage(text: string, error: YAMLError): Explained {
  const marker = documentMarker(text);
  if (marker) return marker;
  const line = lineAt(text, error.pos[0]);
  const column = error.pos[0] - line.start;
  const { message } = error;
  if (error.code === "BAD_DQ_ESCAPE") {
    const pair = text.slice(error.pos[0], error.pos[0] + 2);
    const valueAt = valueColumn(line);
    const single = `${line.text.slice(0, valueAt).trimStart()}'${line.text.slice(valueAt).trim().replace(/^"|"$/g, "").replace(/'/g, "''")}'`;
    return at(line, column, 2, `${pair} inside double quotes is not a known special character`, `in "double quotes" a backslash starts a special character; write \\\\ for a backslash, or use single quotes: ${single}`);
  }
  if (/Comments must be separated/.test(message)) {
    return at(line, column, 1, "a space is missing before the #", `a comment starts with a space and #: ${line.text.slice(0, column).trim()} ${line.text.slice(column).trim()}; or, if the # is part of the text, put it inside the quotes`);
  }
  if (error.code === "BLOCK_IN_FLOW" || /Missing , /.test(message) || /Unexpected scalar token/.test(message)) {
    const comma = missingComma(line);
    if (comma) return comma;
  }
  if (/^Unexpected , in/.test(message)) {
    return at(line, column, 1, "an empty entry: two commas with nothing between them", `remove one comma: ${line.text.replace(/,(\s*),/, ",").trim()}`);
  }
  if (/at node end/.test(message) && /[}\]]\s*$/.test(text.slice(line.start, error.pos[0]))) {
    return at(line, column, error.pos[1] - error.pos[0], "text after the closing bracket", `remove it, or move it inside the brackets: ${line.text.slice(0, column).trim()}`);
  }
  if (error.code === "KEY_OVER_1024_CHARS") {
    const value = line.text.slice(valueColumn(line)).trimEnd();
    return at(line, valueColumn(line), 1, 'this long text contains ": ", so it must be in quotes', `put the whole text in double quotes: ${line.text.slice(0, valueColumn(line)).trim()} "${value.slice(0, 30).replace(/\s+\S*$/, "")} … ${value.slice(-20).replace(/^\S*\s+/, "")}"`);
  }
  if (error.code === "MISSING_CHAR") {
    return at(line, column, 1, "something is missing here: a closing quote or bracket, a comma, or a space after a colon", `compare this line with a similar line that works; if the value is text, put it in double quotes: ${quotedLine(line, valueColumn(line))}`);
  }
  return at(line, column, error.pos[1] - error.pos[0], "YAML cannot read this part of the line", `if the value is text, put it in double quotes: ${quotedLine(line, valueColumn(line))}`);
}
