// The Site view's answer to an address ending in #field=settings.email (the whole site's problem list links so): that
// field is focused and scrolled into view when the form first shows (it mounts with its fields) or the address
// changes to name another, and the address loses the mark.
import { useEffect } from "react";

function focusNamed() {
  const wanted = new URLSearchParams(window.location.hash.slice(1)).get("field");
  const field = wanted && document.querySelector<HTMLElement>(`:is(input, textarea, select)[data-path="${CSS.escape(wanted)}"]`);
  if (!field) return;
  field.scrollIntoView({ block: "center" });
  field.focus();
  history.replaceState(null, "", window.location.pathname);
}

export function useFocusFromAddress() {
  useEffect(() => {
    focusNamed();
    window.addEventListener("hashchange", focusNamed);
    return () => window.removeEventListener("hashchange", focusNamed);
  }, []);
}
