// The canvas by keyboard: Enter or Space on a focused section selects it and moves the focus to its first field
// (dnd-kit would start a keyboard drag instead), Delete asks before removing it, and focus shows a clear outline.
import { useGetPuck } from "@puckeditor/core";
import { useEffect } from "react";
import { useAskDelete } from "./confirm-delete";
import { sectionWords } from "./words";

const SECTION = "[data-puck-component]";
const FOCUS_STYLE = `${SECTION}:focus-visible { outline: 3px solid #1d4ed8; outline-offset: -3px; }`;

/** The first field of the selected section once Puck has drawn its form (a few frames after the selection). */
function focusFirstField(index: number, tries = 30) {
  const field = [...document.querySelectorAll<HTMLElement>(`.ed-field [data-path^="sections.${index}."]`)].find((el) => el.getClientRects().length > 0);
  if (field) field.focus();
  else if (tries > 0) requestAnimationFrame(() => focusFirstField(index, tries - 1));
}

export function useCanvasKeys(doc: Document | undefined) {
  const getPuck = useGetPuck();
  const ask = useAskDelete();
  useEffect(() => {
    if (!doc) return;
    const style = doc.createElement("style");
    style.textContent = FOCUS_STYLE;
    doc.head.append(style);
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element;
      const opens = event.key === "Enter" || event.key === " ";
      if ((!opens && event.key !== "Delete") || !target.matches?.(SECTION)) return;
      // Capture, before dnd-kit's sensor: a section is opened, not picked up.
      event.preventDefault();
      event.stopPropagation();
      const { getSelectorForId, getItemBySelector, dispatch } = getPuck();
      const selector = getSelectorForId(target.getAttribute("data-puck-component") ?? "");
      if (!selector) return;
      if (!opens) {
        const type = String(getItemBySelector(selector)?.type ?? "");
        return ask({ name: sectionWords(type), remove: () => dispatch({ type: "remove", index: selector.index, zone: selector.zone }) });
      }
      dispatch({ type: "setUi", ui: { itemSelector: selector } });
      focusFirstField(selector.index);
    };
    doc.addEventListener("keydown", onKey, true);
    return () => {
      doc.removeEventListener("keydown", onKey, true);
      style.remove();
    };
  }, [doc, getPuck, ask]);
}
