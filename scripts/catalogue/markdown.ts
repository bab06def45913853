// docs/sections.md, made from the section registry: each type's purpose, fields, example as YAML and screenshot.
import { createHash } from "node:crypto";
import { stringify } from "yaml";
import { sectionDefs } from "../../src/sections";
import { iconNames } from "../../src/ui/icon-names";
import { fieldRows } from "./fields";

export const CATALOGUE = "docs/sections.md";
export const screenshotFile = (type: string) => `docs/images/section-${type}.png`;

/** Names the screenshot's data: a changed example makes the catalogue stale until `npm run catalogue` runs again. */
export const exampleHash = (example: unknown) => createHash("sha256").update(JSON.stringify(example ?? null)).digest("hex").slice(0, 12);

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function catalogueMarkdown(): string {
  const parts = [
    "# Section types",
    "",
    "<!-- Made by `npm run catalogue` from src/sections/*.tsx; a test fails when it is out of date. Do not edit by hand. -->",
    "",
    "A page's `sections:` list is read from top to bottom; each entry starts with `- type:` and one of the types below.",
    "How to add, remove and reorder sections: [adding a country](adding-a-country.md#sections-add-remove-reorder).",
    "Every section may also have an `id:`, so that a link to `#that-id` scrolls to it.",
    "",
    sectionDefs.map((def) => `[${def.type}](#${def.type})`).join(" · "),
    "",
  ];
  for (const def of sectionDefs) {
    const example = def.example;
    parts.push(
      `## ${def.type}`,
      "",
      def.schema.description,
      "",
      `![An example ${def.type} section](images/section-${def.type}.png)`,
      `<!-- example ${exampleHash(example)} -->`,
      "",
      "| field | type | limits | required | description |",
      "|---|---|---|---|---|",
      ...fieldRows(def.schema).map((row) => `| \`${row.name}\` | ${cell(row.type)} | ${cell(row.limits)} | ${row.required ? "yes" : "no"} | ${cell(row.description)} |`),
      "",
    );
    if (example) {
      const yaml = stringify([example], { lineWidth: 0 }).replace(/^/gm, "  ").trimEnd();
      parts.push("The example above, as written under `sections:`:", "", "```yaml", yaml, "```", "");
    }
  }
  parts.push("## Icon names", "", "Fields called `icon` take one of: " + iconNames.map((name) => `\`${name}\``).join(", ") + ".", "");
  return parts.join("\n");
}
