// A font file cut down to the characters some text uses, as woff2 (subset-font: HarfBuzz's subsetter and woff2, both
// WebAssembly, whose memory a thread never gives back: the build cuts in a thread that ends), kept in .cache/fonts/.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { threadId } from "node:worker_threads";

/** Cuts `text`'s characters out of the font `file`: a render thread's task as well as the build's own. */
export type CutFont = (file: string, text: string, cacheDir: string) => Promise<Uint8Array>;

const keptPath = (font: Buffer, text: string, cacheDir: string) =>
  join(cacheDir, `${createHash("sha256").update(Buffer.concat([font, Buffer.from(text)])).digest("base64url").slice(0, 10)}.woff2`);

/** The cut kept by an earlier build for this font file and text: a rebuild with the same words costs a file read. */
export function keptCut(file: string, text: string, cacheDir: string): Buffer | undefined {
  const kept = keptPath(readFileSync(file), text, cacheDir);
  return existsSync(kept) ? readFileSync(kept) : undefined;
}

/** Cut once per text and font, and kept in `cacheDir`. */
export const cutFont: CutFont = async (file, text, cacheDir) => {
  const font = readFileSync(file);
  const kept = keptPath(font, text, cacheDir);
  if (existsSync(kept)) return readFileSync(kept);
  const { default: subsetFont } = await import("subset-font");
  const out = await subsetFont(font, text, { targetFormat: "woff2" });
  mkdirSync(dirname(kept), { recursive: true });
  // Written aside (named by process and thread) and renamed: a build stopped half-way never leaves half a font.
  const aside = `${kept}.${process.pid}-${threadId}`;
  writeFileSync(aside, out);
  renameSync(aside, kept);
  return out;
};
