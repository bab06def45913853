// The costly test files' wall seconds in a full CI run (a fresh clone, two at a time), so the runner starts the longest units first.
import { relative } from "node:path";

/**
 * Measured in CI's run of 2026-11-26 (each file's own figure, a group's files included). Only an ordering hint: a file
 * not listed, or one that got slower, still runs; it only may start later than it should.
 */
const SECONDS: Record<string, number> = {
  "test/quality/accessibility.test.ts": 185,
  "test/browser/editor.test.ts": 68,
  "test/editor/publish.test.ts": 60,
  "test/new-country.test.ts": 57,
  "test/browser/dev.test.ts": 47,
  "test/browser/analytics.test.ts": 46,
  "test/hardening/project-writes.test.ts": 45,
  "test/browser/editor-comments.test.ts": 41,
  "test/browser/translate-editor.test.ts": 39,
  "test/browser/engine.test.ts": 39,
  "test/browser/languages.test.ts": 36,
  "test/browser/editor-site.test.ts": 36,
  "test/validate.test.ts": 35,
  "test/engine/workers.test.ts": 35,
  "test/browser/paint-first.test.ts": 35,
  "test/browser/responsive.test.ts": 32,
  "test/browser/card-reference.test.ts": 32,
  "test/deploy/servers.test.ts": 30,
  "test/browser/editor-keyboard.test.ts": 29,
  "test/quality/security.test.ts": 28,
  "test/hardening/editor-files.test.ts": 28,
  "test/engine/languages.test.ts": 27,
  "test/browser/dev-overlay.test.ts": 27,
  "test/hardening/editor-origin.test.ts": 26,
  "test/browser/rtl.test.ts": 26,
  "test/browser/editor-undo.test.ts": 24,
  "test/engine/scale-site-file.test.ts": 23,
  "test/engine/build-output.test.ts": 23,
  "test/browser/editor-site-problems.test.ts": 20,
  "test/changes.test.ts": 19,
  "test/hardening/editor-limits.test.ts": 18,
  "test/engine/images.test.ts": 18,
  "test/browser/editor-save-delete.test.ts": 17,
  "test/editor/country-code.test.ts": 16,
  "test/browser/editor-messages.test.ts": 16,
  "test/hardening/output-folder.test.ts": 14,
  "test/hardening/files.test.ts": 12,
  "test/browser/i18n.test.ts": 12,
  "test/browser/attribution.test.ts": 12,
  "test/hardening/servers.test.ts": 11,
  "test/quality/privacy.test.ts": 10,
  "test/hardening/photos.test.ts": 8,
  "test/engine/load-cache.test.ts": 8,
  "test/engine/incremental-output.test.ts": 8,
  "test/editor/photo-upload.test.ts": 7,
  "test/engine/countries.test.ts": 7,
  "test/engine/editor-api.test.ts": 7,
  "test/hardening/test-runner.test.ts": 7,
  "test/hardening/hsts.test.ts": 6,
  "test/leads/leads.test.ts": 6,
  "test/editor/publish-git.test.ts": 5,
  "test/engine/card-glyphs.test.ts": 5,
};

/** A file not listed: a browser or server file is guessed at 20 s, any other at 1 s (most of them take under a second). */
function fileCost(root: string, file: string): number {
  const path = relative(root, file).split("\\").join("/");
  return SECONDS[path] ?? (/^test\/(browser|deploy)\//.test(path) ? 20 : 1);
}

export const unitCost = (root: string, unit: string | string[]) => (Array.isArray(unit) ? unit : [unit]).reduce((sum, file) => sum + fileCost(root, file), 0);

/**
 * The units longest first (equal ones keep their order): on two slots the last to start are then the shortest, so both
 * slots end within a few seconds of each other instead of one waiting on a long file that started last.
 */
export function longestFirst<T extends string | string[]>(root: string, units: T[]): T[] {
  return units.map((unit, index) => ({ unit, index, cost: unitCost(root, unit) })).sort((a, b) => b.cost - a.cost || a.index - b.index).map(({ unit }) => unit);
}
