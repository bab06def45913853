// Bounds on an edit's shape, checked in one pass before any YAML or validation work, so every request costs time
// linear in its size: no part of a page has more than a few dozen fields or items (see schema/page.json).

/** The widest object in the page schema has 10 fields, the longest list 40 items: room for mistakes, none for floods. */
export const EDIT_LIMITS = { fields: 64, items: 100, depth: 16, values: 5000 } as const;

const where = (path: (string | number)[]) => (path.length ? path.join(".") : "the page");

/** Why the edit is too large to be a page, in words for the editor's status line, or undefined. */
export function editTooLarge(edit: unknown): string | undefined {
  let values = 0;
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: edit, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (++values > EDIT_LIMITS.values) return `the edit has more than ${EDIT_LIMITS.values} values; a page has far fewer: reload the editor`;
    if (value === null || typeof value !== "object") continue;
    if (path.length >= EDIT_LIMITS.depth) return `${where(path)} is nested more than ${EDIT_LIMITS.depth} levels deep; no field of a page is`;
    if (Array.isArray(value)) {
      if (value.length > EDIT_LIMITS.items) return `${where(path)} has ${value.length} items; no list of a page takes more than ${EDIT_LIMITS.items}`;
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else {
      const keys = Object.keys(value);
      if (keys.length > EDIT_LIMITS.fields) return `${where(path)} has ${keys.length} fields; no part of a page has more than ${EDIT_LIMITS.fields}`;
      for (const key of keys) stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return undefined;
}
