// A project's content files (site.yaml, pages/, public/, schema/) read whole, and put back as they were.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { filesUnder } from "../../helpers/project";

const CONTENT = ["site.yaml", "pages", "public", "schema"];

export function contentFiles(root: string): Map<string, Buffer> {
  return new Map(CONTENT.flatMap((name) => filesUnder(root, join(root, name))).map((file) => [file, readFileSync(join(root, file))]));
}

/** Writes back every file that differs from `original`, and removes the ones added since. */
export function restoreContent(root: string, original: Map<string, Buffer>) {
  for (const file of CONTENT.flatMap((name) => filesUnder(root, join(root, name)))) if (!original.has(file)) rmSync(join(root, file));
  for (const [file, bytes] of original) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path).equals(bytes)) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }
}
