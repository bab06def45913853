// What every field of the editor may read: the site's facts, the page's current problems, and the page's anchors.
import { createContext, useContext } from "react";

export interface Facts {
  routes: { path: string; page: string }[];
  people: { key: string; label: string }[];
  images: string[];
  placeholders: Record<string, string>;
}

export interface FieldProblem {
  path: (string | number)[];
  severity: "error" | "warning";
  message: string;
  hint?: string;
  line: number;
  col: number;
  text: string;
}

export interface EditorState {
  facts: Facts;
  problems: FieldProblem[];
  /** #ids on the page as it is now, for link suggestions. */
  anchors: string[];
  /** Data paths ("sections.3.items.1.value") of values the save would write marked # EXAMPLE. */
  examples: ReadonlySet<string>;
  /** "Keep this text": the example value at this path stays, without its mark. */
  keepExample: (path: (string | number)[]) => void;
}

export const EditorContext = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error("useEditor() outside <EditorContext.Provider>");
  return state;
}

export const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) => a.length === b.length && a.every((part, i) => String(part) === String(b[i]));
