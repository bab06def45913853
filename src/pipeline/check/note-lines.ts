// The notes a check prints once, apart from its problems: each file's, except that the page files' example values are
// summed up in one line when more than a few files hold them (a generated site of 1,700 pages printed 95 such lines).
import type { SourceFile } from "../load/source";
import { exampleNote, exampleNoteCount } from "./example-comments";

/** Up to this many files with marked example values get a line each; more get one line, naming this many. */
const NAMED = 3;

export function noteLines(files: readonly Pick<SourceFile, "name" | "notes">[]): string[] {
  const notes = files.flatMap((file) => file.notes.map((note) => ({ file: file.name, note, examples: exampleNoteCount(note, file.name) })));
  const marked = notes.filter((entry) => entry.examples !== undefined);
  if (marked.length <= NAMED) return notes.map(({ note }) => `note: ${note}`);
  const total = marked.reduce((sum, entry) => sum + entry.examples!, 0);
  const named = `${marked.length} files (${marked.slice(0, NAMED).map((entry) => entry.file).join(", ")} and ${marked.length - NAMED} more)`;
  // In the place of the first of them, so the notes keep the files' order.
  return notes.flatMap((entry) => (entry.examples === undefined ? [`note: ${entry.note}`] : entry === marked[0] ? [`note: ${exampleNote(named, total, marked.length)}`] : []));
}
