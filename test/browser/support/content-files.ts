// A project's content files (site.yaml, pages/, public/, schema/) read whole, and put back as they were.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const CONTENT = ["site.yaml", "pages", "public", "schema"];

function walk(root: string, at: string): string[] {
  if (!existsSync(at)) return [];
  if (!statSync(at).isDirectory()) return [relative(root, at)];
  return readdirSync(at).flatMap((name) => walk(root, join(at, name)));
}

export function contentFiles(root: string): Map<string, Buffer> {
  return new Map(CONTENT.flatMap((name) => walk(root, join(root, name))).map((file) => [file, readFileSync(join(root, file))]));
}

/** Writes back every file that differs from `original`, and removes the ones added since. */
export function restoreContent(root: string, original: Map<string, Buffer>) {
  for (const file of CONTENT.flatMap((name) => walk(root, join(root, name)))) if (!original.has(file)) rmSync(join(root, file));
  for (const [file, bytes] of original) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path).equals(bytes)) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }
}
