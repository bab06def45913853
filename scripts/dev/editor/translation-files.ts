// The translation files of one page: pages/CODE/NAME.yaml for each language folder that has it (no links followed).
import { existsSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PAGES_DIR } from "../../../src/pipeline/load/project";

export function listProjectFiles(root: string, page: string): string[] {
  const dir = join(root, PAGES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((entry) => /^[a-z]{2}$/.test(entry) && lstatSync(join(dir, entry)).isDirectory())
    .map((language) => `${PAGES_DIR}/${language}/${page}.yaml`)
    .filter((file) => existsSync(join(root, file)) && lstatSync(join(root, file)).isFile());
}
