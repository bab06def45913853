// Syntax mistakes in a "- " list: an item not lined up with the others, or an item whose "- " is missing.
import { indentOf, lineAt, meaningful, type Line } from "./lines";
import type { Explained } from "./syntax-quotes";

const KEY_ONLY = /^( *(?:- +)?)([A-Za-z_][\w-]*):\s*(#.*)?$/;
const ITEM = /^( *)- /;
const KEY_LINE = /^ *(?:- +)?["']?[\w -]+["']?:( |$)/;

/** The block under a `key:` line around the given line: the key, its column and its lines in order. */
function listAround(text: string, at: Line): { key: string; column: number; lines: Line[] } | undefined {
  let parent: Line | undefined;
  for (let offset = at.start, steps = 0; offset > 0 && steps < 40; steps++) {
    const above = lineAt(text, offset - 1);
    offset = above.start;
    const match = KEY_ONLY.exec(above.text);
    if (match && match[1].length <= indentOf(at.text)) {
      parent = above;
      break;
    }
  }
  if (!parent) return undefined;
  const [, lead, key] = KEY_ONLY.exec(parent.text)!;
  const column = lead.length;
  const lines: Line[] = [];
  for (let offset = parent.start + parent.text.length + 1; offset < text.length; ) {
    const line = lineAt(text, offset);
    offset = line.start + line.text.length + 1;
    if (!meaningful(line.text)) continue;
    const indent = indentOf(line.text);
    if (indent < column || (indent === column && !ITEM.test(line.text))) break;
    lines.push(line);
  }
  return { key, column, lines };
}

const spaces = (n: number) => `${n} space${n === 1 ? "" : "s"}`;

/** An item lined up differently from its list, or a line among the items without its "- ". */
export function listMistake(text: string, errorOffset: number): Explained | undefined {
  const errorLine = lineAt(text, errorOffset);
  const list = listAround(text, errorLine);
  if (!list) return undefined;
  const firstItem = list.lines.find((line) => ITEM.test(line.text));
  if (!firstItem) return undefined;
  // Items of this list, not of lists nested in its items (those start at least two columns further in).
  const isItem = (line: Line) => ITEM.test(line.text) && indentOf(line.text) < indentOf(firstItem.text) + 2;
  const items = list.lines.filter(isItem);
  const counts = new Map<number, number>();
  for (const item of items) counts.set(indentOf(item.text), (counts.get(indentOf(item.text)) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const tied = [...counts.keys()].filter((column) => counts.get(column) === most);
  // The column most items use; on a tie, the usual two spaces in from the key, else the earliest item's.
  const expected = tied.includes(list.column + 2) ? list.column + 2 : indentOf(items.find((item) => tied.includes(indentOf(item.text)))!.text);
  const near = (line: Line) => Math.abs(line.number - errorLine.number) <= 2;
  const reference = items.find((item) => indentOf(item.text) === expected)!;
  for (const line of list.lines) {
    const indent = indentOf(line.text);
    if (isItem(line) && indent !== expected && near(line)) {
      const direction = indent < expected ? "right" : "left";
      return {
        start: line.start + indent, end: line.start + indent + 1,
        message: `this item of "${list.key}" is not lined up with the other items`,
        hint: `move it ${spaces(Math.abs(expected - indent))} to the ${direction}, so that its - is under the - of line ${reference.number}`,
      };
    }
    if (!ITEM.test(line.text) && indent === expected && !KEY_LINE.test(line.text) && near(line)) {
      return {
        start: line.start + indent, end: line.start + line.text.trimEnd().length,
        message: `the "- " is missing at the start of this item of "${list.key}"`,
        hint: `every item of a list starts with "- ": write - ${line.text.trim()}`,
      };
    }
  }
  return undefined;
}
