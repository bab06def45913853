// "New country": the same scaffold as `npm run new-country`, run by the dev server; then the new page opens here.
import { useRef, useState } from "react";
import { createCountry } from "./api";

export function NewCountry() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (form: HTMLFormElement) => {
    const values = new FormData(form);
    setBusy(true);
    const answer = await createCountry(String(values.get("slug") ?? ""), String(values.get("name") ?? ""));
    setBusy(false);
    if (answer.status === 200 && answer.page) window.location.assign(`/__edit/${answer.page}`);
    else setMessage(answer.output ?? answer.error ?? "the country page was not created");
  };

  return (
    <>
      <button type="button" className="ed-button" onClick={() => (setMessage(""), dialog.current?.showModal())}>New country</button>
      <dialog ref={dialog} className="ed-dialog" aria-labelledby="new-country-title">
        <form method="dialog" onSubmit={(event) => (event.preventDefault(), void submit(event.currentTarget))}>
          <h2 id="new-country-title">Add a country page</h2>
          <p>Writes pages/for-&lt;slug&gt;.yaml from the template and adds the country to site.yaml, as <code>npm run new-country</code> does.</p>
          <label htmlFor="country-name">Country name</label>
          <input id="country-name" name="name" required maxLength={40} placeholder="New Zealand" autoComplete="off" />
          <label htmlFor="country-slug">Slug (the page is /for-slug)</label>
          <input id="country-slug" name="slug" required maxLength={40} pattern="[a-z]+(-[a-z]+)*" placeholder="new-zealand" autoComplete="off" />
          {message && <pre className="ed-dialog-message" role="alert">{message}</pre>}
          <div className="ed-dialog-actions">
            <button type="button" className="ed-button" onClick={() => dialog.current?.close()}>Cancel</button>
            <button type="submit" className="ed-button is-primary" disabled={busy}>{busy ? "Creating…" : "Create page"}</button>
          </div>
        </form>
      </dialog>
    </>
  );
}
