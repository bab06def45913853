// Deleting a section asks first, in a dialog of the editor's own (window.confirm would stop the page and its tests).
import { createContext, useContext, useEffect, useRef } from "react";

export interface DeleteRequest {
  /** The section in the editor's words ("Hero"). */
  name: string;
  remove: () => void;
}

/** How a Delete button asks: the editor shows the question and removes the section only on "Delete". */
export const AskDelete = createContext<(request: DeleteRequest) => void>(() => undefined);
export const useAskDelete = () => useContext(AskDelete);

export function ConfirmDelete({ request, onDone }: { request: DeleteRequest | null; onDone: (deleted: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (request && !dialog.current?.open) dialog.current?.showModal();
    if (!request && dialog.current?.open) dialog.current.close();
  }, [request]);
  return (
    // Escape and "Keep it" close it without deleting; focus starts on "Keep it", the safe answer.
    <dialog ref={dialog} className="ed-dialog" aria-labelledby="delete-title" aria-describedby="delete-text" onClose={() => request && onDone(false)}>
      <h2 id="delete-title">Delete a section</h2>
      <p id="delete-text">{request ? `Delete the section “${request.name}”? You can undo this.` : ""}</p>
      <div className="ed-dialog-actions">
        <button type="button" className="ed-button" autoFocus onClick={() => onDone(false)}>Keep it</button>
        <button type="button" className="ed-button is-danger" onClick={() => (request?.remove(), onDone(true))}>Delete</button>
      </div>
    </dialog>
  );
}
