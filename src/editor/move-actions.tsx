// The selected section's action bar: Move up / Move down, Puck's own duplicate, and a Delete that asks first.
import { ActionBar, createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";
import { useAskDelete } from "./confirm-delete";
import { sectionWords } from "./words";

const usePuck = createUsePuck();

function Move({ by, label, glyph }: { by: -1 | 1; label: string; glyph: string }) {
  const selector = usePuck((state) => state.appState.ui.itemSelector);
  const count = usePuck((state) => state.appState.data.content.length);
  const dispatch = usePuck((state) => state.dispatch);
  if (!selector || selector.index === undefined || !selector.zone) return null;
  const { index, zone } = selector;
  const to = index + by;
  return (
    <ActionBar.Action
      label={label}
      disabled={to < 0 || to >= count}
      onClick={() => {
        dispatch({ type: "reorder", sourceIndex: index, destinationIndex: to, destinationZone: zone });
        // The selection follows the section, so pressing again moves it on.
        dispatch({ type: "setUi", ui: { itemSelector: { index: to, zone } } });
      }}
    >
      <span aria-hidden="true">{glyph}</span>
    </ActionBar.Action>
  );
}

/** Puck's own Delete is switched off (permissions.delete): this one names the section and asks before removing it. */
function Delete() {
  const selector = usePuck((state) => state.appState.ui.itemSelector);
  const type = usePuck((state) => state.selectedItem?.type);
  const dispatch = usePuck((state) => state.dispatch);
  const ask = useAskDelete();
  if (!selector || selector.index === undefined || !selector.zone || !type) return null;
  const { index, zone } = selector;
  const remove = () => {
    dispatch({ type: "remove", index, zone });
    dispatch({ type: "setUi", ui: { itemSelector: null } });
  };
  return (
    <ActionBar.Action label="Delete" onClick={() => ask({ name: sectionWords(String(type)), remove })}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" /></svg>
    </ActionBar.Action>
  );
}

export function SectionActionBar({ label, children, parentAction }: { label?: string; children: ReactNode; parentAction: ReactNode }) {
  return (
    <ActionBar label={label}>
      <ActionBar.Group>
        {parentAction}
        <Move by={-1} label="Move up" glyph="↑" />
        <Move by={1} label="Move down" glyph="↓" />
        {children}
        <Delete />
      </ActionBar.Group>
    </ActionBar>
  );
}
