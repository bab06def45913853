// "Address": give the page a new address or remove it; either way the old address gets a redirect (written to
// site.yaml's redirects:), so links from elsewhere and search results keep working.
import { useRef, useState } from "react";
import { moveRoute } from "./publish-api";

export function RouteDialog({ page, path }: { page: string; path: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [action, setAction] = useState<"move" | "remove">("move");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (form: HTMLFormElement) => {
    const values = new FormData(form);
    const target = String(values.get("target") ?? "").trim();
    setBusy(true);
    const answer = action === "move" ? await moveRoute(page, target, target) : await moveRoute(page, undefined, target);
    setBusy(false);
    if ("error" in answer) return setMessage(answer.error);
    window.location.assign(action === "move" ? `/__edit/${page}` : "/__edit/");
  };

  return (
    <>
      <button type="button" className="ed-button" onClick={() => (setMessage(""), dialog.current?.showModal())}>Address</button>
      <dialog ref={dialog} className="ed-dialog" aria-labelledby="route-title">
        <form method="dialog" onSubmit={(event) => (event.preventDefault(), void submit(event.currentTarget))}>
          <h2 id="route-title">Move or remove {path}</h2>
          <p>People and search engines know {path}: it will answer with a redirect (301) to the address you give here.</p>
          <label className="ed-check"><input type="radio" name="action" checked={action === "move"} onChange={() => setAction("move")} /> Give this page a new address</label>
          <label className="ed-check"><input type="radio" name="action" checked={action === "remove"} onChange={() => setAction("remove")} /> Remove this page (pages/{page}.yaml is deleted)</label>
          <label htmlFor="route-target">{action === "move" ? "New address" : `Where should visitors of ${path} go now?`}</label>
          <input id="route-target" name="target" required maxLength={200} placeholder={action === "move" ? "/for-new-name" : "/"} autoComplete="off" />
          {message && <pre className="ed-dialog-message" role="alert">{message}</pre>}
          <div className="ed-dialog-actions">
            <button type="button" className="ed-button" onClick={() => dialog.current?.close()}>Cancel</button>
            <button type="submit" className="ed-button is-primary" disabled={busy}>{action === "move" ? "Move and redirect" : "Remove and redirect"}</button>
          </div>
        </form>
      </dialog>
    </>
  );
}
