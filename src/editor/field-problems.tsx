// The problems validate reports at one field, or at a whole list ("needs at least 2 entries"), shown under it.
import { createContext, useContext, type ReactNode } from "react";
import { samePath, useEditor } from "./editor-context";
import { useFieldPath } from "./field-path";

/**
 * How a field's name becomes its data path: inside Puck, from the selected section; a view without Puck (the Site
 * view) gives its own. One view always gives the same hook, so the hooks a field calls never change.
 */
export const FieldPathHook = createContext<(name: string) => (string | number)[]>(useFieldPath);

export function useFieldProblems(name: string) {
  const { problems } = useEditor();
  const path = useContext(FieldPathHook)(name);
  return { path, mine: problems.filter((problem) => samePath(problem.path, path)) };
}

export function ProblemItems({ id, problems }: { id?: string; problems: ReturnType<typeof useFieldProblems>["mine"] }) {
  if (!problems.length) return null;
  return (
    <ul className="ed-problems" id={id}>
      {problems.map((problem) => (
        <li key={`${problem.line}:${problem.col}:${problem.message}`} className={`is-${problem.severity}`}>
          <strong>{problem.severity}:</strong> {problem.message}
          {problem.hint && <span className="ed-hint"> ({problem.hint})</span>}
        </li>
      ))}
    </ul>
  );
}

/** Puck's own list field, with the problems of the list as a whole under it. */
export function ListWithProblems({ name, children }: { name: string; children: ReactNode }) {
  const { path, mine } = useFieldProblems(name);
  return (
    <div className="ed-list" data-path={path.join(".")}>
      {children}
      <ProblemItems problems={mine} />
    </div>
  );
}
