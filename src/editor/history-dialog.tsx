// A page's history: its last 20 published versions (from git), any one beside today's file, and restore as a new
// saved change (history itself is never rewritten; Publish then sends the restore like any other change).
import { useRef, useState } from "react";
import { loadHistory, loadVersion, restoreVersion, type Version } from "./publish-api";

/** Line by line: the lines of each side that the other does not have at that place are marked. */
function SideBySide({ old, current }: { old: string; current: string }) {
  const [a, b] = [old.split("\n"), current.split("\n")];
  const inB = new Set(b);
  const inA = new Set(a);
  return (
    <div className="ed-history-compare">
      <pre aria-label="That version">{a.map((line, index) => <span key={index} className={inB.has(line) ? undefined : "is-changed"}>{line}{"\n"}</span>)}</pre>
      <pre aria-label="Today">{b.map((line, index) => <span key={index} className={inA.has(line) ? undefined : "is-changed"}>{line}{"\n"}</span>)}</pre>
    </div>
  );
}

export function HistoryDialog({ page, hash }: { page: string; hash: () => string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [versions, setVersions] = useState<Version[] | undefined>();
  const [shown, setShown] = useState<{ version: Version; text: string; current: string } | undefined>();
  const [message, setMessage] = useState("");

  const open = async () => {
    setMessage("");
    setShown(undefined);
    dialog.current?.showModal();
    const list = await loadHistory(page);
    if ("error" in list) setMessage(list.error);
    else setVersions(list);
  };
  const show = async (version: Version) => {
    const answer = await loadVersion(page, version.commit);
    if ("error" in answer) setMessage(answer.error);
    else setShown({ version, ...answer });
  };
  const restore = async (version: Version) => {
    const answer = await restoreVersion(page, version.commit, hash());
    if ("error" in answer) return setMessage(answer.error);
    // The page on disk is now that version: open it as saved, ready to publish.
    window.location.reload();
  };

  return (
    <>
      <button type="button" className="ed-button" onClick={() => void open()}>History</button>
      <dialog ref={dialog} className="ed-dialog ed-history" aria-labelledby="history-title">
        <h2 id="history-title">Published versions of pages/{page}.yaml</h2>
        {versions?.length === 0 && <p>No published version yet.</p>}
        {versions && versions.length > 0 && (
          <table className="ed-history-list">
            <thead><tr><th>Date</th><th>Description</th><th>By</th><th><span className="ed-hidden">Actions</span></th></tr></thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.commit} data-commit={version.short}>
                  <td>{new Date(version.date).toLocaleString()}</td>
                  <td>{version.description}</td>
                  <td>{version.author}</td>
                  <td>
                    <button type="button" className="ed-button" onClick={() => void show(version)}>Compare</button>{" "}
                    <button type="button" className="ed-button" onClick={() => void restore(version)}>Restore</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {shown && (
          <>
            <h3>{shown.version.description} ({shown.version.short}) beside today's file</h3>
            <SideBySide old={shown.text} current={shown.current} />
          </>
        )}
        {message && <pre className="ed-dialog-message" role="alert">{message}</pre>}
        <div className="ed-dialog-actions">
          <button type="button" className="ed-button" onClick={() => dialog.current?.close()}>Close</button>
        </div>
      </dialog>
    </>
  );
}
