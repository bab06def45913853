// Puck's sidebar tabs (Blocks, Outline, Fields) and list items' summaries are pressable by keyboard, and the open
// tab stays open when clicked again (Puck would close the sidebar, which reads as the tab breaking).
const TAB = '[class*="NavItem-link_"]';
const SUMMARY = '[class*="ArrayFieldItem-summary"]';
const OPEN_TAB = '[class*="NavItem--active"] [class*="NavItem-link_"]';

function mark(doc: Document) {
  for (const tab of doc.querySelectorAll<HTMLElement>(TAB)) {
    if (tab.getAttribute("role") !== "button") tab.setAttribute("role", "button");
    if (tab.tabIndex !== 0) tab.tabIndex = 0;
    const open = tab.matches(OPEN_TAB) ? "true" : "false";
    if (tab.getAttribute("aria-pressed") !== open) tab.setAttribute("aria-pressed", open);
  }
}

export function patchSidebarTabs(doc: Document) {
  // Capture, before React's own listener on the editor's root: the open tab's click never reaches Puck.
  doc.addEventListener("click", (event) => {
    if ((event.target as Element).closest?.(OPEN_TAB)) event.stopPropagation();
  }, true);
  doc.addEventListener("keydown", (event) => {
    const target = event.target as Element;
    // A list item's summary opens and closes it by keyboard as by click (dnd-kit would pick it up instead).
    const pressable = target.closest?.(TAB) ?? (target.matches?.(SUMMARY) ? target : null);
    if (!pressable || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    event.stopPropagation();
    (pressable as HTMLElement).click();
  }, true);
  let queued = false;
  new MutationObserver(() => {
    if (!queued) (queued = true), queueMicrotask(() => ((queued = false), mark(doc)));
  }).observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  mark(doc);
}
