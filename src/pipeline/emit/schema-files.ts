// The JSON Schema files editors use (schema/site.json, schema/page.json), generated from src/ so they never drift.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageSchema } from "../../schema/page";
import { siteSchema } from "../../schema/site";

export const schemaFiles = (): Record<string, string> => ({
  "schema/site.json": JSON.stringify(siteSchema, null, 2) + "\n",
  "schema/page.json": JSON.stringify(pageSchema, null, 2) + "\n",
});

/** Writes the files that differ; returns their names. */
export function writeSchemas(root: string): string[] {
  const changed: string[] = [];
  mkdirSync(join(root, "schema"), { recursive: true });
  for (const [name, text] of Object.entries(schemaFiles())) {
    const path = join(root, name);
    if (existsSync(path) && readFileSync(path, "utf8") === text) continue;
    writeFileSync(path, text);
    changed.push(name);
  }
  return changed;
}
