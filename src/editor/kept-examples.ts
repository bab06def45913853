// The example values an editor chose to keep as they are, until the next save carries them to the dev server.
import { useRef } from "react";
import type { Edit } from "./page-data";

export interface KeptExamples {
  add: (path: (string | number)[]) => void;
  /** The edit with the kept paths, as validate and save send it: the marks of those values go. */
  withKept: (edit: Edit) => Edit;
  /** After a save: the marks are gone from the file, nothing is left to keep. */
  clear: () => void;
}

export function useKeptExamples(): KeptExamples {
  const kept = useRef<(string | number)[][]>([]);
  const api = useRef<KeptExamples>({
    add: (path) => void (kept.current = [...kept.current, path]),
    withKept: (edit) => (kept.current.length ? { ...edit, keep: kept.current } : edit),
    clear: () => void (kept.current = []),
  });
  return api.current;
}
