// Translating a page in the editor: each field with its English source beside it, missing and stale fields marked,
// saved into pages/CODE/NAME.yaml (only the words) over what was opened.
import { useCallback, useEffect, useMemo, useState } from "react";
import { createTranslation, loadTranslation, saveTranslation, type TranslationView } from "./api";

type Field = TranslationView["fields"][number];
const STATE_WORDS: Record<Field["state"], string> = { missing: "Not translated", stale: "English changed", done: "Translated" };

function FieldRow({ field, value, onChange }: { field: Field; value: string; onChange: (text: string) => void }) {
  const id = `t-${field.path.join("-")}`;
  const length = field.list ? Math.max(0, ...value.split("\n").map((line) => [...line].length)) : [...value].length;
  const over = field.maxLength !== undefined && length > field.maxLength;
  return (
    <tr className={`ed-t-row is-${field.state}`}>
      <th scope="row">
        <span className="ed-t-where">{field.label}</span>
        <span className={`ed-t-state is-${field.state}`}>{STATE_WORDS[field.state]}</span>
      </th>
      <td lang="en" className="ed-t-english">
        {field.state === "stale" && field.was !== undefined && <p className="ed-t-was"><b>Was:</b> {field.was}</p>}
        <p>{field.state === "stale" && <b>Now: </b>}{field.english}</p>
      </td>
      <td className="ed-field">
        <label className="visually-hidden" htmlFor={id}>{`${field.label} in translation`}</label>
        <textarea id={id} rows={field.list || field.english.length > 90 ? 3 : 1} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={over} aria-describedby={`${id}-count`} />
        <span id={`${id}-count`} className={`ed-count${over ? " is-error" : ""}`}>
          {field.list ? "one entry a line" : field.maxLength !== undefined ? `${length} / ${field.maxLength}` : `${length}`}
        </span>
      </td>
    </tr>
  );
}

export function TranslateView({ language, name }: { language: string; name: string }) {
  const [view, setView] = useState<TranslationView | { error: string } | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ text: string; kind: "ok" | "error" | "busy" | "idle" }>({ text: "No changes", kind: "idle" });
  const take = useCallback((next: TranslationView) => {
    setView(next);
    setValues(Object.fromEntries(next.fields.map((field) => [field.path.join("/"), field.text])));
  }, []);
  useEffect(() => {
    void loadTranslation(language, name).then((answer) => ("error" in answer ? setView(answer) : take(answer)));
  }, [language, name, take]);
  const changed = useMemo(() => (view && "fields" in view ? view.fields.filter((field) => values[field.path.join("/")] !== field.text) : []), [view, values]);

  const onSave = useCallback(async () => {
    if (!view || "error" in view || !changed.length) return;
    setStatus({ text: "Saving…", kind: "busy" });
    const answer = await saveTranslation(language, name, view.hash, changed.map((field) => ({ path: field.path, text: values[field.path.join("/")], list: field.list })));
    if (answer.status === 200 && answer.view) {
      take(answer.view);
      setStatus({ text: answer.view.published ? `Saved; published at ${answer.view.published}` : "Saved", kind: "ok" });
    } else {
      setStatus({ text: answer.error ?? `not saved (the dev server answered ${answer.status})`, kind: "error" });
      if (answer.view) setView({ ...answer.view, fields: view.fields });
    }
  }, [view, changed, values, language, name, take]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void onSave();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onSave]);

  if (!view) return <main className="ed-t"><p role="status">Loading…</p></main>;
  if ("error" in view) return <main className="ed-t ed-failed"><h1>Cannot translate this page</h1><p>{view.error}</p><p><a href="/__edit/">All pages</a></p></main>;
  const counts = { missing: 0, stale: 0, done: 0 };
  for (const field of view.fields) counts[field.state]++;
  const exists = view.hash !== "absent";
  return (
    <main className="ed-t">
      <header className="ed-t-head">
        <div>
          <p className="ed-t-crumb"><a href="/__edit/">All pages</a> · <a href={`/__edit/${name}`}>{view.englishFile}</a></p>
          <h1>{`${view.languageName}: ${view.file}`}</h1>
          <p className="ed-help">{`${counts.done} of ${view.fields.length} fields translated · ${counts.missing} not translated · ${counts.stale} with changed English. `}{view.published ? `Published at ${view.published}.` : "Published once every field is translated."}</p>
        </div>
        <div className="ed-actions">
          <span className={`ed-status is-${status.kind}`} role="status">{changed.length && status.kind !== "error" && status.kind !== "busy" ? `${changed.length} unsaved ${changed.length === 1 ? "change" : "changes"}` : status.text}</span>
          {!exists && <button type="button" className="ed-button" onClick={() => void createTranslation(language, name).then((answer) => answer.view && take(answer.view))}>Start from the English page</button>}
          <button type="button" className="ed-button is-primary" onClick={() => void onSave()} disabled={status.kind === "busy" || !changed.length}>Save</button>
        </div>
      </header>
      {view.problems.length > 0 && (
        <ul className="ed-problems">{view.problems.map((problem, index) => <li key={index} className={`is-${problem.severity}`}>{`line ${problem.line}: ${problem.message}`}{problem.hint && <span className="ed-hint">{` (${problem.hint})`}</span>}</li>)}</ul>
      )}
      <table className="ed-t-table">
        <thead><tr><th scope="col">Field</th><th scope="col">English</th><th scope="col">{view.languageName}</th></tr></thead>
        <tbody>
          {view.fields.map((field) => (
            <FieldRow key={field.path.join("/")} field={field} value={values[field.path.join("/")] ?? ""} onChange={(text) => setValues((all) => ({ ...all, [field.path.join("/")]: text }))} />
          ))}
        </tbody>
      </table>
    </main>
  );
}
