// An address ending in #field=sections.3.items.2.title (the whole site's problem list links so) opens that field:
// it selects the section, opens the list entries on the way, then focuses the field and scrolls it into view.
import { createUsePuck } from "@puckeditor/core";
import { useEffect } from "react";

const usePuck = createUsePuck();
const ZONE = "root:default-zone";
/** How long the fields may take to appear after the section is selected (Puck renders them on the next frames). */
const TRIES = 50;

const visible = (element: Element) => element.getClientRects().length > 0;
const shown = <T extends Element>(selector: string) => [...document.querySelectorAll<T>(selector)].find(visible);

/** Opens the entry `index` of the list at `listPath` if it is closed; true when it is open. */
function openEntry(listPath: string, index: number): boolean {
  const list = shown(`.ed-list[data-path="${CSS.escape(listPath)}"]`);
  if (!list) return false;
  const entries = [...list.querySelectorAll('[class*="ArrayFieldItem_"]')].filter((entry) => entry.closest(".ed-list") === list);
  const entry = entries[index];
  if (!entry) return false;
  if (/ArrayFieldItem--isExpanded/.test(entry.className)) return true;
  entry.querySelector<HTMLElement>('[class*="ArrayFieldItem-summary"]')?.click();
  return false;
}

export function OpenField() {
  const dispatch = usePuck((state) => state.dispatch);
  useEffect(() => {
    let cancelled = false;
    const open = async () => {
      const wanted = new URLSearchParams(window.location.hash.slice(1)).get("field");
      if (!wanted) return;
      const parts = wanted.split(".");
      const section = parts[0] === "sections" ? Number(parts[1]) : undefined;
      dispatch({ type: "setUi", ui: { itemSelector: section === undefined ? null : { index: section, zone: ZONE } } });
      for (let i = 0; i < TRIES && !cancelled; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const field = shown<HTMLElement>(`:is(input, textarea, select)[data-path="${CSS.escape(wanted)}"]`);
        if (field) {
          field.scrollIntoView({ block: "center" });
          field.focus();
          // Once there, the address forgets it: a reload starts as usual, and the same link works again.
          history.replaceState(null, "", window.location.pathname + window.location.search);
          return;
        }
        // Open each closed list entry on the way (items 2 → its answer), the outer one first.
        parts.forEach((part, at) => at > 1 && /^\d+$/.test(part) && openEntry(parts.slice(0, at).join("."), Number(part)));
      }
    };
    void open();
    const onHash = () => void open();
    window.addEventListener("hashchange", onHash);
    return () => {
      cancelled = true;
      window.removeEventListener("hashchange", onHash);
    };
  }, [dispatch]);
  return null;
}
