// Right to left from the direction alone: the styles in src/ say start and end (margin-inline-start, inset-inline-end,
// text-align: start), never left or right, so <html dir="rtl"> mirrors the whole layout. Exceptions are listed here.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";

const test = suite("quality gate: logical properties");
const ROOT = process.cwd();

/** A physical side in a style: margin-left, padding-right, border-left, left:/right:, text-align or float to a side, translateX. */
export const PHYSICAL = /(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b|(?<![-\w"'`])(?:left|right)\s*:|text-align\s*:\s*(?:left|right)\b|float\s*:\s*(?:left|right)\b|translateX\(|\b(?:left|right)\s*\d/;

/**
 * Physical on purpose, each with why (file: the line's text). None today: a line added here says why the layout must
 * not mirror (for example a chart's time axis, or a shadow cast by one light).
 */
const EXCEPTIONS: readonly string[] = [];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

export function physicalLines(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, "utf8").split("\n").flatMap((line, index) => {
      const code = line.replace(/\/\/.*$|\/\*.*?\*\//g, "");
      return PHYSICAL.test(code) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [];
    }),
  );
}

test("no style in src/ names a physical side, outside the listed exceptions", () => {
  const found = physicalLines(sources(join(ROOT, "src"))).filter((line) => !EXCEPTIONS.some((exception) => line.includes(exception)));
  assert.equal(found, []);
});

test("the check finds each physical form (so an empty list means something)", () => {
  const samples = ["margin-left: 1rem", "padding-right:0", "border-left: 3px solid", "left: 0;", "{ right: 2rem }", "text-align: left", "float: right", "transform: translateX(-50%)"];
  for (const sample of samples) assert.ok(PHYSICAL.test(sample), sample);
  for (const fine of ["margin-inline-start: 1rem", "inset-inline-end: 0", "text-align: start", 'const direction = "left";', "to the left, so that", "border-inline-start: 3px"]) assert.not.ok(PHYSICAL.test(fine), fine);
});

test.run();
