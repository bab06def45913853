// The section schemas' words (field descriptions, examples) serve the validator, the catalogue and the visual editor,
// never a visitor: the site's bundle reads the schemas only for a section's type, so there they are left empty.
import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";

/** String literal, double-quoted or a template without placeholders. */
const LITERAL = String.raw`"(?:[^"\\]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60`;
const DESCRIPTION = new RegExp(String.raw`\bdescription: (?:${LITERAL})`, "g");
const EXAMPLES = new RegExp(String.raw`\bexamples: \[(?:\s*(?:${LITERAL}),?)*\s*\]`, "g");
/** The schema helpers whose first argument is a description: text("…", 80), and section(type, "…", …) after the type. */
const HELPER_ARGUMENT = new RegExp(String.raw`\b(text|plain|heading|paragraph|stringList)\((?:${LITERAL})`, "g");
const SECTION_ARGUMENT = new RegExp(String.raw`\bsection\(("[a-z-]+"), (?:${LITERAL})`, "g");

export function withoutSchemaWords(code: string): string {
  return code
    .replace(DESCRIPTION, 'description: ""')
    .replace(EXAMPLES, "examples: []")
    .replace(HELPER_ARGUMENT, '$1(""')
    .replace(SECTION_ARGUMENT, 'section($1, ""');
}

/** For the site's bundle only: files that define schemas (src/sections/, src/core/schema-fields.ts). */
export const schemaWordsPlugin: Plugin = {
  name: "schema-words",
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/](?:sections[\\/][\w-]+|core[\\/]schema-fields)\.tsx?$/ }, async (args) => ({
      contents: withoutSchemaWords(await readFile(args.path, "utf8")),
      loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
    }));
  },
};
