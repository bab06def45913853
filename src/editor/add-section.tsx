// Each section type in the drawer can be dragged onto the page, or added with its button after the selected section.
import { createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";

const usePuck = createUsePuck();

export function DrawerItem({ children, name }: { children: ReactNode; name: string }) {
  const dispatch = usePuck((state) => state.dispatch);
  const selected = usePuck((state) => state.appState.ui.itemSelector);
  const count = usePuck((state) => state.appState.data.content.length);
  const add = () => {
    const zone = "root:default-zone";
    const at = selected?.zone === zone && selected.index !== undefined ? selected.index + 1 : count;
    dispatch({ type: "insert", componentType: name, destinationIndex: at, destinationZone: zone });
    dispatch({ type: "setUi", ui: { itemSelector: { index: at, zone } } });
  };
  return (
    <div className="ed-drawer-item">
      {children}
      <button type="button" className="ed-add" onPointerDown={(event) => event.stopPropagation()} onClick={add} aria-label={`Add a ${name} section`}>Add</button>
    </div>
  );
}
