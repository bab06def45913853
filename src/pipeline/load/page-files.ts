// Where the page files are and how each is loaded: what the build's own thread and a load thread (load-thread.ts)
// both need to load a page file the same way.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { checkPlaceholders, onlyKnown } from "../placeholders";
import type { LoadOptions } from "./load-file";
import type { Overrides } from "./project";

export const PAGES_DIR = "pages";

/** Line 1 of each page file, so VS Code's YAML extension finds the schema: completion, hover help, red squiggles. */
export const PAGE_MODELINE = "# yaml-language-server: $schema=../schema/page.json";

export const pageFileName = (name: string) => `${PAGES_DIR}/${name}.yaml`;

export function listPageFiles(root: string): string[] {
  const dir = join(root, PAGES_DIR);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".yaml")).map((f) => f.slice(0, -5)).sort() : [];
}

/**
 * How a page file or its translation is loaded: its placeholders checked against `placeholders` (not checked when
 * undefined: site.yaml did not load), its document made for the check only when the text holds one not known.
 */
export const pageLoadOptions = (placeholders: readonly string[] | undefined, overrides?: Overrides): LoadOptions => ({
  parsed: (doc, file) => placeholders && checkPlaceholders(doc, file, placeholders),
  quick: (text) => !placeholders || onlyKnown(text, placeholders),
  context: placeholders?.join(" ") ?? "-",
  overrides,
});
