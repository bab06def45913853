// Move up / Move down on the selected section's action bar, beside Puck's own duplicate and delete (and dragging).
import { ActionBar, createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";

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

export function SectionActionBar({ label, children, parentAction }: { label?: string; children: ReactNode; parentAction: ReactNode }) {
  return (
    <ActionBar label={label}>
      <ActionBar.Group>
        {parentAction}
        <Move by={-1} label="Move up" glyph="↑" />
        <Move by={1} label="Move down" glyph="↓" />
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}
