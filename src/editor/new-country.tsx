// "New country": the same scaffold as `npm run new-country`, run by the dev server; then the new page opens here.
import { useRef, useState } from "react";
import { countryCodes, countryName } from "../schema/iso-countries";
import { createCountry } from "./api";
import "./site-problems.css";

/** Every country of ISO 3166-1 by its English name, for the list to pick from. */
const CHOICES = countryCodes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, "en"));

const slugOf = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z]+/g, "-").replace(/^-|-$/g, "");

export function NewCountry() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (form: HTMLFormElement) => {
    const values = new FormData(form);
    setBusy(true);
    const answer = await createCountry(String(values.get("slug") ?? ""), String(values.get("name") ?? ""), String(values.get("code") ?? ""));
    setBusy(false);
    if (answer.status === 200 && answer.page) window.location.assign(`/__edit/${answer.page}`);
    else setMessage(answer.output ?? answer.error ?? "the country page was not created");
  };

  /** Picking the country fills the name and the address when they are still empty; both can be changed after. */
  const picked = (select: HTMLSelectElement) => {
    const form = select.form!;
    const name = form.elements.namedItem("name") as HTMLInputElement;
    const slug = form.elements.namedItem("slug") as HTMLInputElement;
    const chosen = CHOICES.find((choice) => choice.code === select.value);
    if (!chosen) return;
    if (!name.value.trim()) name.value = chosen.name;
    if (!slug.value.trim()) slug.value = slugOf(name.value);
  };

  return (
    <>
      <button type="button" className="ed-button" onClick={() => (setMessage(""), dialog.current?.showModal())}>New country</button>
      <dialog ref={dialog} className="ed-dialog" aria-labelledby="new-country-title">
        <form method="dialog" onSubmit={(event) => (event.preventDefault(), void submit(event.currentTarget))}>
          <h2 id="new-country-title">Add a country page</h2>
          <p>Writes pages/for-&lt;slug&gt;.yaml from the template and adds the country to site.yaml, as <code>npm run new-country</code> does.</p>
          <label htmlFor="country-code">Country</label>
          <select id="country-code" name="code" required defaultValue="" aria-describedby="country-code-hint" onChange={(event) => picked(event.currentTarget)}>
            <option value="" disabled>Choose the country…</option>
            {CHOICES.map(({ code, name }) => <option key={code} value={code}>{`${name} (${code})`}</option>)}
          </select>
          <span id="country-code-hint" className="ed-dialog-hint">Its two-letter code tells search engines which country the page serves.</span>
          <label htmlFor="country-name">Country name on the site</label>
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
