// "Publish" (or "Propose change" where the site is set up for review): a description, what the change touches, and
// the result: the branch, the commit and the link to open a review. The dev server commits and pushes (never forced).
import { useEffect, useRef, useState } from "react";
import { loadChanges, publishChanges, publishMode, type ChangeList, type Published } from "./publish-api";

export function PublishDialog({ unsaved }: { unsaved: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<"direct" | "review">("direct");
  const [changes, setChanges] = useState<ChangeList | undefined>();
  const [message, setMessage] = useState("");
  const [result, setResult] = useState<Published | undefined>();
  const [busy, setBusy] = useState(false);
  const label = mode === "review" ? "Propose change" : "Publish";

  useEffect(() => void publishMode().then(setMode), []);

  const open = async () => {
    setMessage("");
    setResult(undefined);
    setChanges(undefined);
    dialog.current?.showModal();
    const list = await loadChanges();
    if ("error" in list) setMessage(list.error);
    else setChanges(list);
  };

  const submit = async (form: HTMLFormElement) => {
    const values = new FormData(form);
    setBusy(true);
    setMessage("");
    const answer = await publishChanges(String(values.get("description") ?? ""), values.get("new-branch") === "on");
    setBusy(false);
    if ("error" in answer) setMessage(answer.error);
    else setResult(answer);
  };

  const nothing = changes !== undefined && changes.files.length === 0 && !changes.unsent;
  return (
    <>
      <button type="button" className="ed-button" onClick={() => void open()}>{label}</button>
      <dialog ref={dialog} className="ed-dialog ed-publish" aria-labelledby="publish-title">
        <form method="dialog" onSubmit={(event) => (event.preventDefault(), void submit(event.currentTarget))}>
          <h2 id="publish-title">{label}</h2>
          {unsaved && <p className="ed-dialog-note">This page has unsaved changes: only what is saved is published. Save first to include them.</p>}
          {!changes && !message && <p>Reading the saved changes…</p>}
          {changes && (
            <>
              <h3>Files</h3>
              <ul className="ed-publish-files">{changes.files.length ? changes.files.map((file) => <li key={file}><code>{file}</code></li>) : <li>Nothing saved since the last publish.</li>}</ul>
              <h3>What this change touches</h3>
              <pre className="ed-publish-changes" data-testid="change-list">{changes.text}</pre>
              {changes.unsent && <p className="ed-dialog-note">A change committed here earlier is not on the repository yet: {label} sends it too.</p>}
            </>
          )}
          {!result && changes && !nothing && (
            <>
              <label htmlFor="publish-description">What does this change do? (one line)</label>
              <input id="publish-description" name="description" required maxLength={200} placeholder="Kuwait page: shorter hiring times" autoComplete="off" />
              {mode === "direct" && (
                <label className="ed-check"><input type="checkbox" name="new-branch" /> On a new branch (for a review before it goes live)</label>
              )}
            </>
          )}
          {result && (
            <div className="ed-publish-result" role="status">
              <p>{result.pushed ? "Published" : "Committed (this repository has no remote to send it to)"}{result.rebased ? ", after the changes others had published" : ""}.</p>
              <p>Branch <code data-testid="published-branch">{result.branch}</code>, commit <code data-testid="published-commit">{result.commit}</code></p>
              {result.review && <p><a href={result.review} target="_blank" rel="noopener noreferrer">Open a review</a></p>}
            </div>
          )}
          {message && <pre className="ed-dialog-message" role="alert">{message}</pre>}
          <div className="ed-dialog-actions">
            <button type="button" className="ed-button" onClick={() => dialog.current?.close()}>{result ? "Close" : "Cancel"}</button>
            {!result && changes && !nothing && <button type="submit" className="ed-button is-primary" disabled={busy}>{busy ? "Sending…" : label}</button>}
          </div>
        </form>
      </dialog>
    </>
  );
}
