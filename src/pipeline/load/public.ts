// public/ is copied into dist/ as it is: a symbolic link there would publish whatever it points at.
import { existsSync, lstatSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { Problem } from "../problems";
import { LINK_HINT } from "./read";

export function checkPublic(root: string): Problem[] {
  const problems: Problem[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = lstatSync(path);
      const file = relative(root, path);
      if (stat.isSymbolicLink()) problems.push({ file, line: 1, col: 1, length: 1, severity: "error", message: "this is a symbolic link, not a file", hint: LINK_HINT });
      else if (stat.isDirectory()) walk(path);
    }
  };
  const publicDir = join(root, "public");
  if (!existsSync(publicDir)) return problems;
  if (lstatSync(publicDir).isSymbolicLink()) return [{ file: "public", line: 1, col: 1, length: 1, severity: "error", message: "public/ is a symbolic link, not a folder", hint: LINK_HINT }];
  walk(publicDir);
  return problems;
}
