// The editor: Puck with the generated config, live validation as you type, save, the live preview and new country pages.
import { Puck, type Data } from "@puckeditor/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { save, validate, type Loaded } from "./api";
import { CanvasFrame, SiteFrame } from "./canvas";
import { buildConfig } from "./config";
import { EditorContext, type EditorState, type FieldProblem } from "./editor-context";
import { DrawerItem } from "./add-section";
import { AskDelete, ConfirmDelete, type DeleteRequest } from "./confirm-delete";
import { useSaveShortcut } from "./shortcuts";
import { SectionActionBar } from "./move-actions";
import { LinkOptions } from "./link-options";
import { anchorsOf, loadedOrigins, savedOrigins, toEdit, toPuckData, type Origins } from "./page-data";
import { ProblemList } from "./problem-list";
import { SiteProblems } from "./site-problems";
import { useKeptExamples } from "./kept-examples";
import { ListWithProblems } from "./field-problems";
import { HeaderActions, HeaderContext, type HeaderState } from "./header-actions";

/** How long typing may pause before the page is checked again. */
const CHECK_AFTER_MS = 250;

/**
 * One object for the editor's whole life: Puck's canvas re-runs its viewport effect when this changes, and that effect
 * overwrites the first undo step with the page as it is now (puckeditor/puck#1736), so the first edit could never be undone.
 */
const IFRAME = { enabled: true, waitForStyles: false } as const;
/** Lists show the problems of the list as a whole under them (fewer entries than the schema asks for). */
const FIELD_TYPES = { array: ListWithProblems };
/** Every override a component of its own, made once: a new one per render would remount what it holds. */
const OVERRIDES = { iframe: CanvasFrame, actionBar: SectionActionBar, drawerItem: DrawerItem, fieldTypes: FIELD_TYPES, headerActions: HeaderActions };
/** Puck's own Delete (its button and the Delete key) is off: ours asks first (confirm-delete.tsx). */
const PERMISSIONS = { delete: false } as const;

export function Editor({ loaded }: { loaded: Loaded }) {
  const { page, path, facts } = loaded;
  const initial = useMemo(() => toPuckData(loaded.spec), [loaded]);
  const config = useMemo(() => buildConfig(facts.placeholders, (children) => <SiteFrame site={facts.site}>{children}</SiteFrame>), [facts]);
  const [data, setData] = useState<Data>(initial);
  const [problems, setProblems] = useState<FieldProblem[]>(loaded.problems);
  const [examples, setExamples] = useState(loaded.examples);
  const [status, setStatus] = useState<{ text: string; kind: "ok" | "error" | "busy" | "idle" }>({ text: "No changes", kind: "idle" });
  const hash = useRef(loaded.hash);
  const checkId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dirty = useRef(false);
  const origins = useRef<Origins>(loadedOrigins(initial));
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const [saves, setSaves] = useState(0);
  const kept = useKeptExamples();
  const latest = useRef<Data>(initial);

  const check = useCallback((next: Data) => {
    clearTimeout(timer.current);
    const id = ++checkId.current;
    // Tests (and anyone watching) know a check is owed until data-checked reaches data-edited.
    document.documentElement.dataset.edited = String(id);
    timer.current = setTimeout(() => {
      void validate(page, kept.withKept(toEdit(next, origins.current))).then((answer) => {
        if (id !== checkId.current || !answer.problems) return;
        setProblems(answer.problems);
        if (answer.examples) setExamples(answer.examples);
        document.documentElement.dataset.checked = String(id);
      });
    }, CHECK_AFTER_MS);
  }, [page]);

  const onChange = useCallback((next: Data) => {
    setData(next);
    latest.current = next;
    // Puck reports its first render as a change; only a real edit marks the page unsaved.
    if (JSON.stringify(toEdit(next)) === JSON.stringify(toEdit(initial)) && !dirty.current) return;
    dirty.current = true;
    setStatus({ text: "Unsaved changes", kind: "idle" });
    check(next);
  }, [check, initial]);

  const onSave = useCallback(async () => {
    setStatus({ text: "Saving…", kind: "busy" });
    const answer = await save(page, kept.withKept(toEdit(data, origins.current)), hash.current);
    if (answer.problems) setProblems(answer.problems);
    if (answer.examples) setExamples(answer.examples);
    if (answer.status === 200 && answer.hash) {
      hash.current = answer.hash;
      origins.current = savedOrigins(data);
      dirty.current = false;
      setSaves((n) => n + 1);
      kept.clear();
      setStatus({ text: `Saved to pages/${page}.yaml`, kind: "ok" });
    } else {
      setStatus({ text: answer.error ?? `not saved (the dev server answered ${answer.status})`, kind: "error" });
    }
  }, [data, page]);

  useSaveShortcut(() => void onSave());

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => dirty.current && event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  // "Keep this text" on an example value: a change like any other, checked at once so the mark leaves the field.
  const keepExample = useCallback((path: (string | number)[]) => {
    kept.add(path);
    dirty.current = true;
    setStatus({ text: "Unsaved changes", kind: "idle" });
    check(latest.current);
  }, [check, kept]);

  const state: EditorState = useMemo(() => ({ facts, problems, anchors: anchorsOf(toEdit(data)), examples: new Set(examples.map((path) => path.join("."))), keepExample }), [facts, problems, data, examples, keepExample]);
  const errors = problems.filter((p) => p.severity === "error").length;

  const header: HeaderState = { page, path, status, errors, onSave: () => void onSave(), hash: () => hash.current };

  return (
    <EditorContext.Provider value={state}>
      <HeaderContext.Provider value={header}>
        <AskDelete.Provider value={setDeleting}>
          <div className="ed-app">
            <main className="ed-puck" aria-labelledby="editing-title">
              {/* The editor's own main heading (Puck's title is an h2); the canvas's h1 is the page's, in its own frame. */}
              <h1 id="editing-title" className="visually-hidden">{`Editing ${path ?? page}`}</h1>
              <Puck
                config={config}
                data={initial}
                onChange={onChange}
                headerTitle={path ?? page}
                headerPath={`pages/${page}.yaml`}
                iframe={IFRAME}
                permissions={PERMISSIONS}
                height="100%"
                overrides={OVERRIDES}
              />
            </main>
            <ProblemList problems={problems} page={page} />
            <SiteProblems version={saves} />
            <LinkOptions />
            <ConfirmDelete request={deleting} onDone={() => setDeleting(null)} />
          </div>
        </AskDelete.Provider>
      </HeaderContext.Provider>
    </EditorContext.Provider>
  );
}
