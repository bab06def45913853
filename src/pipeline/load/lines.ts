// Lines of a YAML file as the syntax explanations read them: the line at an offset, its indent, its neighbours.
export interface Line {
  start: number;
  text: string;
  number: number;
}

export function lineAt(text: string, offset: number): Line {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return { start, text: text.slice(start, end < 0 ? text.length : end), number: lineNumberAt(text, start) };
}

/**
 * The line starts of the last text asked about: the checks ask line after line of the same file (every item of
 * site.yaml's routes), and counting from the top each time made a site of 17,000 routes take half a minute.
 */
let indexed: { text: string; starts: number[] } | undefined;

/** The 1-based number of the line that starts at or holds `offset`. */
function lineNumberAt(text: string, offset: number): number {
  if (indexed?.text !== text) {
    const starts = [0];
    for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
    indexed = { text, starts };
  }
  const { starts } = indexed;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** The line with a 1-based number, if the file has it. */
export function lineNumbered(text: string, number: number): Line | undefined {
  let start = 0;
  for (let n = 1; n < number; n++) {
    const next = text.indexOf("\n", start);
    if (next < 0) return undefined;
    start = next + 1;
  }
  return lineAt(text, start);
}

export const indentOf = (line: string) => /^ */.exec(line)![0].length;
export const meaningful = (line: string) => line.trim() !== "" && !line.trim().startsWith("#");

/** The nearest line above that holds content, for comparing indentation. */
export function lineAbove(text: string, line: Line): Line | undefined {
  for (let offset = line.start - 1; offset > 0; ) {
    const above = lineAt(text, offset - 1);
    if (meaningful(above.text)) return above;
    offset = above.start;
  }
  return undefined;
}

/** The nearest line below that holds content. */
export function lineBelow(text: string, line: Line): Line | undefined {
  for (let offset = line.start + line.text.length + 1; offset < text.length; ) {
    const below = lineAt(text, offset);
    if (meaningful(below.text)) return below;
    offset = below.start + below.text.length + 1;
  }
  return undefined;
}

/** Text in double quotes as YAML reads it: a quote mark or backslash inside is escaped. */
export const quoted = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
