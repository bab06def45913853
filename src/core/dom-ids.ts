// The element ids the page layout owns; a section may not take them (the build refuses), and code reads them from here.
export const DOM_IDS = {
  /** The element the app hydrates. */
  root: "root",
  /** The main landmark, target of the skip link. */
  main: "main",
  /** The mobile menu, opened by the header's button. */
  menu: "site-menu",
} as const;

export const RESERVED_IDS: readonly string[] = /* @__PURE__ */ Object.values(DOM_IDS);
