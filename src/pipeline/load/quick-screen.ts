// Whether a file's text may be read by the quick parser (quick-parse.ts): it holds nothing that needs yaml's document
// (a check that walks it, a problem to place) and nothing the two parsers are known to read differently.

/**
 * Anything the checks look for in the text itself, or that yaml reports and js-yaml may not: escapes (a backslash),
 * tabs, carriage returns, invisible characters (characters.ts), merge keys, document markers, a key that would set an
 * object's prototype, `# EXAMPLE` marks (example-marks.ts), a line long enough to hold an implicit key over yaml's
 * limit of 1,024 characters, and an empty list item (js-yaml then takes a less indented "- " line into the list above).
 */
const NEEDS_DOCUMENT = /[\\\t\r\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B-\u200D\uFEFF]|<<|^(?:---|\.\.\.)|__proto__|EXAMPLE|^.{1000}|^ *-[ ]*(?:#.*)?$/m;

/** At a node's start: anchors, aliases, tags, directives, reserved characters, block text and explicit keys. */
const INDICATORS = new Set("&*!%@`|>?");

/** What the line scan stops at: the rest is plain text, skipped at a regular expression's speed. */
const SPECIAL = /["'&*!%@`|>?[\]{}#]/g;

const indentOf = (line: string) => line.length - line.trimStart().length;

/** Whether a node starts at `at`: at the line's start (after list dashes), after a key's colon, or in a flow collection. */
function atNodeStart(line: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && line[before] === " ") before--;
  if (before < 0) return true;
  const char = line[before];
  if (char === ":" || char === "[" || char === "{" || char === ",") return true;
  return char === "-" && before < at - 1 && /^ *(?:- +)*-$/.test(line.slice(0, before + 1));
}

/**
 * Line by line: no indicator at a node's start, every flow collection closed on its own line, every quoted text
 * closed, with its continuation lines indented further than the line it opened on, and no comment touching the text
 * before it (`"Options"# note`, which yaml refuses and js-yaml reads as a comment).
 */
function linesAreSimple(text: string): boolean {
  let quote: string | null = null;
  let quoteIndent = 0;
  for (const line of text.split("\n")) {
    if (quote && line.trim() !== "" && indentOf(line) <= quoteIndent) return false;
    let depth = 0;
    let i = 0;
    while (i < line.length) {
      if (quote) {
        const end = line.indexOf(quote, i);
        if (end < 0) break;
        if (quote === "'" && line[end + 1] === "'") {
          i = end + 2;
          continue;
        }
        quote = null;
        i = end + 1;
        if (line[i] === "#") return false;
        continue;
      }
      SPECIAL.lastIndex = i;
      const found = SPECIAL.exec(line);
      if (!found) break;
      i = found.index;
      const char = found[0];
      if (char === "#" && (i === 0 || line[i - 1] === " ")) break;
      if (char === "[" || char === "{") depth++;
      else if (char === "]" || char === "}") {
        depth--;
        if (line[i + 1] === "#") return false;
      } else if ((char === '"' || char === "'" || INDICATORS.has(char)) && atNodeStart(line, i)) {
        if (INDICATORS.has(char)) return false;
        quote = char;
        quoteIndent = indentOf(line);
      }
      i++;
    }
    if (depth !== 0) return false;
  }
  return quote === null;
}

/** Whether the text must be read by yaml, into a document: see NEEDS_DOCUMENT and linesAreSimple. */
export const needsDocument = (text: string) => NEEDS_DOCUMENT.test(text) || !linesAreSimple(text);
