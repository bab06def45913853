// The editor's header buttons (status, Site settings, New country, History, Address, Live preview, Save, Publish):
// one component for the editor's whole life, fed by context. Puck renders its headerActions override as a component,
// so a function made anew on each render would remount these, and an open dialog (Publish, History) would lose its
// state the moment the editor re-rendered (a check's answer, a save).
import { createContext, useContext } from "react";
import { HistoryDialog } from "./history-dialog";
import { NewCountry } from "./new-country";
import { OpenField } from "./open-field";
import { PublishDialog } from "./publish-dialog";
import { RouteDialog } from "./route-dialog";

/** The preview runs on its own port, apart from the editor (see scripts/dev/editor/proof.ts). */
const previewOrigin = () => document.getElementById("editor-root")?.dataset.preview ?? "/";

export interface HeaderState {
  page: string;
  path: string | null;
  status: { text: string; kind: "ok" | "error" | "busy" | "idle" };
  errors: number;
  onSave: () => void;
  hash: () => string;
}

export const HeaderContext = createContext<HeaderState | null>(null);

export function HeaderActions() {
  const header = useContext(HeaderContext);
  if (!header) return <></>;
  const { page, path, status, errors, onSave, hash } = header;
  return (
    <div className="ed-actions">
      <span className={`ed-status is-${status.kind}`} role="status">{status.text}</span>
      <a className="ed-button" href="/__edit/site">Site settings</a>
      <NewCountry />
      <OpenField />
      <HistoryDialog page={page} hash={hash} />
      {path && <RouteDialog page={page} path={path} />}
      {path && (
        // A window of its own: the site forbids framing (frame-ancestors 'none'), and the dev server's script in that
        // page reloads it after each build, so it shows every save.
        <a className="ed-button" href={new URL(path, previewOrigin()).href} target="live-preview" rel="opener">Live preview</a>
      )}
      <button type="button" className="ed-button is-primary" onClick={onSave} disabled={status.kind === "busy"}>
        Save{errors ? ` (${errors} ${errors === 1 ? "error" : "errors"})` : ""}
      </button>
      <PublishDialog unsaved={status.text === "Unsaved changes"} />
    </div>
  );
}
