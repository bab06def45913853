// Which data path a Puck field edits: the selected section's index, then the field's own name, read as spec keys.
import { createUsePuck } from "@puckeditor/core";
import { ANCHOR, ENTRY } from "./schema-walk";

const usePuck = createUsePuck();

/** "items[2].answer" → ["items", 2, "answer"]; the editing-only names (the anchor, list entries) map back to the spec's. */
export function nameToPath(name: string): (string | number)[] {
  return name
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== "")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part === ANCHOR ? "id" : part))
    .filter((part) => part !== ENTRY);
}

/** The spec path of a field: meta.* for the page's own fields, sections.N.* for the selected section's. */
export function useFieldPath(name: string): (string | number)[] {
  const index = usePuck((state) => state.appState.ui.itemSelector?.index);
  const own = nameToPath(name);
  return index === undefined ? ["meta", ...own] : ["sections", index, ...own];
}
