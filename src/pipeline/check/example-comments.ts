// Values marked `# EXAMPLE` at the end of their line in a page or a translation (an Impressum's address, a register
// number): a note while the site is being built, and an error at each under --production, like site.yaml's examples.
import { reportRange } from "../load/locate";
import type { SourceFile } from "../load/source";

export { EXAMPLE_MARK } from "../load/example-marks";

/** `examples`: the marked values' ranges, found when the file was parsed (load/example-marks.ts). */
export function checkExampleComments(examples: readonly [number, number][], file: SourceFile, production: boolean) {
  if (!examples.length) return;
  if (production) {
    for (const range of examples) reportRange(file, range, "this is still an example value (marked # EXAMPLE)", "replace it with the real value and remove the # EXAMPLE comment before publishing");
  } else {
    // The site owner's to-do, not the editor's mistake: a note, so the page can still reach "0 errors, 0 warnings".
    file.notes.push(exampleNote(file.name, examples.length));
  }
}

const MARKED = "marked # EXAMPLE; replace them before publishing (npm run validate -- --production lists each one).";
const values = (count: number) => `${count} example value${count === 1 ? "" : "s"}`;

/** The note of a file with `count` marked values, or of `count` values in several files (`where` names them). */
export const exampleNote = (where: string, count: number, files = 1) => `${where} still ${files === 1 ? "holds" : "hold"} ${values(count)} ${MARKED}`;

/** The number of marked values an exampleNote of the file `name` counts, or undefined for any other note. */
export function exampleNoteCount(note: string, name: string): number | undefined {
  const count = note.startsWith(`${name} still holds `) && note.endsWith(MARKED) ? Number.parseInt(note.slice(name.length + " still holds ".length), 10) : NaN;
  return Number.isNaN(count) ? undefined : count;
}
