// The Site view (/__edit/site): site.yaml's values an editor changes (company, navigation, footer, people, countries)
// as a form, checked as you type and saved in place over the version opened, like a page.
import "./site-view.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { EditorContext, type EditorState, type FieldProblem } from "./editor-context";
import { FieldPathHook } from "./field-problems";
import { LinkOptions } from "./link-options";
import { useFocusFromAddress } from "./focus-from-address";
import { checkSite, loadSite, saveSite, type LoadedSite } from "./site-api";
import { SiteFormContext } from "./site-field";
import { fieldAt, LABELS } from "./site-fields";
import { shownPaths, SITE_PARTS, SiteParts } from "./site-parts";
import { changedValues, nameOf, pathOfName, valueAt } from "./site-values";
import { useSaveShortcut } from "./shortcuts";

/** How long typing may pause before the site is checked again, as for a page. */
const CHECK_AFTER_MS = 250;

/** Every value the view shows, by field name: from the loaded files. */
const allValues = (loaded: LoadedSite): Record<string, string> => Object.fromEntries(shownPaths(loaded.site).map((path) => [nameOf(path), valueAt(loaded, path)]));

type Status = { text: string; kind: "ok" | "error" | "busy" | "idle" };

function SiteEditor({ loaded }: { loaded: LoadedSite }) {
  const everything = useMemo(() => allValues(loaded), [loaded]);
  const [values, setValues] = useState<Record<string, string>>(everything);
  const saved = useRef(everything);
  const hash = useRef(loaded.hash);
  const [problems, setProblems] = useState<FieldProblem[]>(loaded.problems);
  const [images, setImages] = useState(loaded.facts.images);
  const [status, setStatus] = useState<Status>({ text: "No changes", kind: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const checkId = useRef(0);

  // The values as typed so far, for a change made before React has rendered the one before it (an upload sets two).
  const latest = useRef(everything);
  const set = useCallback((name: string, text: string) => {
    const next = { ...latest.current, [name]: text };
    latest.current = next;
    setValues(next);
    setStatus({ text: "Unsaved changes", kind: "idle" });
    clearTimeout(timer.current);
    const id = ++checkId.current;
    // Tests (and anyone watching) know a check is owed until data-checked reaches data-edited.
    document.documentElement.dataset.edited = String(id);
    timer.current = setTimeout(() => {
      void checkSite(changedValues(next, saved.current)).then((answer) => {
        if (id !== checkId.current || !answer.problems) return;
        setProblems(answer.problems);
        document.documentElement.dataset.checked = String(id);
      });
    }, CHECK_AFTER_MS);
  }, []);

  const onSave = useCallback(async () => {
    const changes = changedValues(values, saved.current);
    if (!changes.length) return setStatus({ text: "No changes to save", kind: "idle" });
    setStatus({ text: "Saving…", kind: "busy" });
    const answer = await saveSite(changes, hash.current);
    if (answer.problems) setProblems(answer.problems);
    if (answer.status === 200 && typeof answer.hash === "string") {
      hash.current = answer.hash;
      saved.current = values;
      const written = (answer.written as string[] | undefined) ?? [];
      setStatus({ text: written.length ? `Saved to ${written.join(" and ")}` : "Saved (nothing changed)", kind: "ok" });
    } else setStatus({ text: answer.error ?? `not saved (the dev server answered ${answer.status})`, kind: "error" });
  }, [values]);

  useSaveShortcut(() => void onSave());
  useFocusFromAddress();
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => changedValues(values, saved.current).length > 0 && event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [values]);

  // Example marks are a page section's (a new section's example values); site.yaml's are listed as problems instead.
  const state: EditorState = useMemo(() => ({ facts: { ...loaded.facts, images }, problems, anchors: [], examples: new Set<string>(), keepExample: () => undefined }), [loaded, images, problems]);
  const errors = problems.filter((problem) => problem.severity === "error").length;
  // Problems no field shows (a route, a redirect): listed under the form, so none is hidden.
  const elsewhere = problems.filter((problem) => !(problem.path[0] === LABELS || (fieldAt(problem.path) && nameOf(problem.path) in values)));

  return (
    <EditorContext.Provider value={state}>
      <FieldPathHook.Provider value={pathOfName}>
        <SiteFormContext.Provider value={{ values, set }}>
          <div className="ed-site">
            <header className="ed-site-head">
              <div>
                <p className="ed-t-crumb"><a href="/__edit/">All pages</a></p>
                <h1>Site settings</h1>
              </div>
              <div className="ed-actions">
                <span className={`ed-status is-${status.kind}`} role="status">{status.text}</span>
                <button type="button" className="ed-button is-primary" onClick={() => void onSave()} disabled={status.kind === "busy"}>
                  Save{errors ? ` (${errors} ${errors === 1 ? "error" : "errors"})` : ""}
                </button>
              </div>
            </header>
            <nav className="ed-site-nav" aria-label="Parts of the site settings">
              <ul>{SITE_PARTS.map((part) => <li key={part.id}><a href={`#${part.id}`}>{part.title}</a></li>)}</ul>
            </nav>
            <main className="ed-site-main">
              <SiteParts site={loaded.site} photoMegabytes={loaded.photoMegabytes} onUploaded={(photo) => setImages((list) => (list.includes(photo) ? list : [...list, photo].sort()))} />
              {elsewhere.length > 0 && (
                <section className="ed-site-part" aria-labelledby="elsewhere-title">
                  <h2 id="elsewhere-title">{`Other problems in site.yaml (${elsewhere.length})`}</h2>
                  <ul className="ed-problems">{elsewhere.map((problem) => <li key={problem.text} className={`is-${problem.severity}`}><pre>{problem.text}</pre></li>)}</ul>
                </section>
              )}
            </main>
            <LinkOptions />
          </div>
        </SiteFormContext.Provider>
      </FieldPathHook.Provider>
    </EditorContext.Provider>
  );
}

export function SiteView() {
  const [loaded, setLoaded] = useState<LoadedSite | { error: string } | null>(null);
  useEffect(() => void loadSite().then(setLoaded), []);
  if (!loaded) return <main className="ed-failed"><h1>Site settings</h1><p role="status">Loading…</p></main>;
  if ("error" in loaded) return <main className="ed-failed"><h1>Cannot edit the site</h1><p>{loaded.error}</p><p><a href="/__edit/">All pages</a></p></main>;
  return <SiteEditor loaded={loaded} />;
}
