// Runs an async step over a list a few items at a time, in order, with the same failure whatever finishes first.

/**
 * Runs `work` on every item, at most `width` at once, started in the list's order. After a failure nothing more is
 * started; once the started ones have settled, the failure of the earliest item is thrown: with threads finishing in
 * any order, the same input always reports the same error.
 */
export async function inTurns<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>, width: number): Promise<void> {
  let next = 0;
  const failures = new Map<number, unknown>();
  const lane = async () => {
    while (next < items.length && failures.size === 0) {
      const index = next++;
      await work(items[index], index).catch((error: unknown) => void failures.set(index, error));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, lane));
  if (failures.size) throw failures.get(Math.min(...failures.keys()));
}
