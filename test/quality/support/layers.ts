// The folders of src/ as layers, what each may import, and a reader of every relative import (value or type) in src/.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The one table of who may import whom; docs/architecture.md shows the same. `type:` entries allow `import type` only. */
export const LAYERS: Record<string, { may: string[]; typesFrom?: string[] }> = {
  "src/core": { may: [], typesFrom: ["src/schema"] }, // the data shapes are derived from the site schema (types only, erased)
  "src/ui": { may: ["src/core"] },
  "src/sections": { may: ["src/ui", "src/core"] },
  "src/schema": { may: ["src/sections", "src/ui", "src/core"] },
  "src/app": { may: ["src/sections", "src/ui", "src/core"], typesFrom: ["src/schema"] },
  // The editor's browser code: the app's pieces, plus one pure function of the pipeline (placeholders are filled the same way).
  "src/editor": { may: ["src/app", "src/schema", "src/sections", "src/ui", "src/core", "src/pipeline/placeholders.ts"] },
  "src/server": { may: [] },
  "src/pipeline": { may: ["src/app", "src/schema", "src/sections", "src/ui", "src/core", "src/server"] },
};

export interface Import { from: string; to: string; typeOnly: boolean; line: number }

const folderOf = (path: string) => path.split("/").slice(0, 2).join("/");

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every relative import and re-export in src/, resolved to a project path (without extension for folders' index). */
export function srcImports(root: string): Import[] {
  const found: Import[] = [];
  for (const file of sourceFiles(join(root, "src"))) {
    const from = relative(root, file);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/gm)) {
      const to = relative(root, resolve(dirname(file), m[2]));
      found.push({ from, to, typeOnly: Boolean(m[1]), line: text.slice(0, m.index).split("\n").length });
    }
  }
  return found;
}

/** Each import that runs against the table, as "file:line: folder may not import target". */
export function layerProblems(imports: Import[]): string[] {
  return imports.flatMap(({ from, to, typeOnly, line }) => {
    const source = folderOf(from);
    const rule = LAYERS[source];
    if (!rule || folderOf(to) === source || !to.startsWith("src/")) return [];
    const allowed = (list: string[] = []) => list.some((entry) => to === entry.replace(/\.tsx?$/, "") || to.startsWith(entry + "/") || to === entry);
    if (allowed(rule.may) || (typeOnly && allowed(rule.typesFrom))) return [];
    return [`${from}:${line}: ${source} may not import ${to}${typeOnly ? " (even as a type)" : ""}`];
  });
}
