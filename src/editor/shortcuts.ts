// Ctrl+S (Cmd+S on a Mac) saves, wherever the focus is: in the form, the sidebar or the page canvas (its own document).
import { useEffect, useRef } from "react";

const isSave = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s";

export function useSaveShortcut(save: () => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSave(event)) return;
      // The browser's own Ctrl+S would download the editor's page.
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    const watched = new Set<Document>();
    const watch = (doc: Document | null | undefined) => {
      if (!doc || watched.has(doc)) return;
      watched.add(doc);
      doc.addEventListener("keydown", onKey);
    };
    watch(document);
    // The canvas frame's document is replaced when it loads: each one gets the listener.
    const onLoad = (event: Event) => {
      const frame = event.target as HTMLIFrameElement;
      if (frame.id === "preview-frame") watch(frame.contentDocument);
    };
    document.addEventListener("load", onLoad, true);
    watch(document.querySelector<HTMLIFrameElement>("#preview-frame")?.contentDocument);
    return () => {
      document.removeEventListener("load", onLoad, true);
      for (const doc of watched) doc.removeEventListener("keydown", onKey);
    };
  }, []);
}
