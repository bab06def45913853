// One field of the form: its label, its input (text, paragraph, link or choice), its help, its limit and its problems.
import { useId } from "react";
import { useEditor } from "./editor-context";
import { ExampleNote } from "./example-note";
import { LINK_OPTIONS } from "./link-options";
import { ProblemItems, useFieldProblems } from "./field-problems";

export type Kind =
  | { kind: "text" | "textarea" }
  | { kind: "link" }
  | { kind: "select"; options: readonly { value: string; label: string }[] };

export interface TextFieldProps {
  name: string;
  id: string;
  label: string;
  help?: string;
  maxLength?: number;
  /** Length advice, as validate gives it (a title over 60 characters): shown with the count, never enforced here. */
  advice?: number;
  required: boolean;
  value: string | undefined;
  onChange: (value: string) => void;
  input: Kind;
}

function Count({ length, maxLength, advice }: { length: number; maxLength?: number; advice?: number }) {
  if (maxLength === undefined) return null;
  const over = length > maxLength;
  const long = advice !== undefined && length > advice;
  return (
    <span className={`ed-count${over ? " is-error" : long ? " is-warning" : ""}`} aria-live="polite">
      {length} / {advice ?? maxLength}
      {advice !== undefined ? ` advised (at most ${maxLength})` : ""}
    </span>
  );
}

export function TextField({ name, id: puckId, label, help, maxLength, advice, required, value, onChange, input }: TextFieldProps) {
  const { examples, keepExample } = useEditor();
  // Puck may render a field twice (its desktop and mobile panels) with one id: each copy needs its own.
  const id = `${puckId}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const { path, mine } = useFieldProblems(name);
  const text = value ?? "";
  const helpId = `${id}-help`;
  const problemId = `${id}-problems`;
  const exampleId = `${id}-example`;
  const example = examples.has(path.join("."));
  const described = [example ? exampleId : "", help ? helpId : "", mine.length ? problemId : ""].filter(Boolean).join(" ") || undefined;
  const invalid = mine.some((problem) => problem.severity === "error");
  const common = { id, name, "aria-describedby": described, "aria-invalid": invalid || undefined, "data-path": path.join(".") };
  return (
    <div className={`ed-field${example ? " is-example" : ""}`}>
      <div className="ed-label-row">
        <label htmlFor={id}>
          {label}
          {required ? "" : <span className="ed-optional"> (optional)</span>}
        </label>
        <Count length={text.length} maxLength={maxLength} advice={advice} />
      </div>
      {input.kind === "textarea" ? (
        <textarea {...common} rows={Math.min(8, Math.max(3, Math.ceil(text.length / 48)))} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : input.kind === "select" ? (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {!required || !input.options.some((option) => option.value === text) ? <option value="">{required ? "Choose…" : "(none)"}</option> : null}
          {input.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      ) : (
        <input {...common} type="text" list={input.kind === "link" ? LINK_OPTIONS : undefined} value={text} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
      )}
      {example && <ExampleNote id={exampleId} onKeep={() => keepExample(path)} />}
      {help && <p className="ed-help" id={helpId}>{help}</p>}
      <ProblemItems id={problemId} problems={mine} />
    </div>
  );
}
