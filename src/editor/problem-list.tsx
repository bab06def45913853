// Every problem validate reports for the page, as it prints them, under the editor: the full list beside the fields'.
import { useState } from "react";
import type { FieldProblem } from "./editor-context";

export function ProblemList({ problems, page }: { problems: FieldProblem[]; page: string }) {
  const [open, setOpen] = useState(true);
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;
  const summary = problems.length === 0 ? `pages/${page}.yaml: no problems` : `pages/${page}.yaml: ${errors} ${errors === 1 ? "error" : "errors"}, ${warnings} ${warnings === 1 ? "warning" : "warnings"}`;
  return (
    <section className="ed-problem-list" aria-label="Problems">
      <h2>
        <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>{summary}</button>
      </h2>
      {open && problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={`${problem.line}:${problem.col}:${problem.message}`} className={`is-${problem.severity}`} data-path={problem.path.join(".")}>
              <pre>{problem.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
