// The JSON Schema files editors use (schema/site.json, schema/page.json), generated from src/ so they never drift.
import { makeProjectDir, projectFileExists, readProjectText, writeProjectFile } from "../files/project-files";
import { pageSchema } from "../../schema/page";
import { siteSchema } from "../../schema/site";

export const schemaFiles = (): Record<string, string> => ({
  "schema/site.json": JSON.stringify(siteSchema, null, 2) + "\n",
  "schema/page.json": JSON.stringify(pageSchema, null, 2) + "\n",
});

/** Writes the files that differ; returns their names. */
export function writeSchemas(root: string): string[] {
  const changed: string[] = [];
  makeProjectDir(root, "schema");
  for (const [name, text] of Object.entries(schemaFiles())) {
    if (projectFileExists(root, name) && readProjectText(root, name) === text) continue;
    writeProjectFile(root, name, text);
    changed.push(name);
  }
  return changed;
}
