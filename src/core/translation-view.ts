// A page's translation as the editor shows it: each field with its English source and its state. The dev server
// (scripts/dev/editor/translation.ts) makes it, the editor's translation view (src/editor/translate-view.tsx) shows it.

export interface TranslationField {
  path: (string | number)[];
  /** Where it is, in an editor's words: "section 2, items, entry 3, text". */
  label: string;
  english: string;
  /** The translation now; a list (keywords) one entry a line. Empty when not translated yet. */
  text: string;
  state: "missing" | "stale" | "done";
  /** For a stale field: the English it was translated from. */
  was?: string;
  maxLength?: number;
  list: boolean;
}

export interface TranslationView<P = { line: number; severity: string; message: string; hint?: string }> {
  language: string;
  languageName: string;
  name: string;
  file: string;
  englishFile: string;
  /** The file's hash as read ("absent" when it does not exist yet): a save lands only over it. */
  hash: string;
  fields: TranslationField[];
  /** The page's address in that language once published; null while it is not. */
  published: string | null;
  problems: P[];
}
