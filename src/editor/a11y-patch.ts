// Names and roles Puck's own interface leaves out (its frame, zoom select, add buttons), set as Puck renders them.
/** [selector, attribute, value]: each applied to every match that lacks it. */
const PATCHES: readonly [string, string, string][] = [
  ["#preview-frame", "title", "Page canvas: the page as visitors see it"],
  ['select[class*="ViewportControls-zoomSelect"]', "aria-label", "Zoom"],
  ['button[class*="ArrayField-addButton"]', "aria-label", "Add item"],
  // Puck's spinner carries a label but no role; as a status it is announced instead of refused.
  ['[class*="_Loader_"][aria-label]', "role", "status"],
];

/**
 * dnd-kit makes each draggable a role="button" that holds buttons of its own (Add, copy, delete), which a screen
 * reader cannot reach inside a button: as a group they stay draggable by mouse and their buttons stay reachable.
 */
const DRAGGABLE = '[aria-roledescription="draggable"]';

function patch(root: ParentNode) {
  for (const [selector, attribute, value] of PATCHES) {
    for (const element of root.querySelectorAll(selector)) if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
  }
  for (const element of root.querySelectorAll(DRAGGABLE)) {
    if (!element.querySelector("button, a[href], input, select, textarea")) continue;
    if (element.getAttribute("role") !== "group") element.setAttribute("role", "group");
    // A group cannot be pressed or grabbed: those states belong to the button it was.
    for (const state of ["aria-pressed", "aria-grabbed"]) if (element.hasAttribute(state)) element.removeAttribute(state);
  }
}

/** Keeps the patches applied to the document and to the canvas frame's document as Puck re-renders them. */
export function patchPuckAccessibility(doc: Document) {
  let queued = false;
  const run = () => {
    queued = false;
    patch(doc);
    const frame = doc.querySelector<HTMLIFrameElement>("#preview-frame");
    if (frame?.contentDocument) patch(frame.contentDocument);
  };
  const schedule = () => {
    if (!queued) (queued = true), queueMicrotask(run);
  };
  const watch = (target: Document) => new MutationObserver(schedule).observe(target, { subtree: true, childList: true, attributes: true, attributeFilter: ["role", "class", "aria-pressed", "aria-grabbed"] });
  watch(doc);
  doc.addEventListener("load", (event) => {
    const frame = event.target as HTMLIFrameElement;
    if (frame.id === "preview-frame" && frame.contentDocument) watch(frame.contentDocument), schedule();
  }, true);
  run();
}
