// The load cache's files (load-cache.ts): every entry in .cache/loaded.json, and what changed since it was written in a
// small signed delta beside it, so one page saved is not 10 MB written.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { readSignedFile, writeSigned } from "../signed-file";

export const LOAD_CACHE_FILE = "loaded.json";
/** The entries set or removed since LOAD_CACHE_FILE was written, bound to it by its signature. */
export const LOAD_DELTA_FILE = "loaded-delta.json";

interface Delta<Entry> {
  /** The signature of the whole file this delta applies to: another one's delta is ignored. */
  base: string;
  set: [string, Entry][];
  removed: string[];
}

/** The whole file as last written: its signature and its length. */
export interface Base {
  signature: string;
  length: number;
}

/**
 * The signed entries with the signed delta applied, or none: a missing, unsigned, altered or linked file is as good as
 * an empty cache, and a delta that is not the tools' or not for this very file is ignored.
 */
export function readEntries<Entry>(dir: string, secret: string): { entries: Map<string, Entry>; base?: Base; delta: Map<string, Entry | null> } {
  const whole = readSignedFile(join(dir, LOAD_CACHE_FILE), secret);
  let entries: Map<string, Entry>;
  try {
    if (!whole) return { entries: new Map(), delta: new Map() };
    entries = new Map(JSON.parse(whole.text) as [string, Entry][]);
  } catch {
    return { entries: new Map(), delta: new Map() };
  }
  const base = { signature: whole.signature, length: whole.text.length };
  const delta = new Map<string, Entry | null>();
  try {
    const text = readSignedFile(join(dir, LOAD_DELTA_FILE), secret)?.text;
    const changes = text === undefined ? undefined : (JSON.parse(text) as Delta<Entry>);
    if (changes?.base === base.signature) {
      for (const [name, entry] of changes.set) delta.set(name, entry);
      for (const name of changes.removed) delta.set(name, null);
    }
  } catch {
    delta.clear();
  }
  for (const [name, entry] of delta) {
    if (entry) entries.set(name, entry);
    else entries.delete(name);
  }
  return { entries, base, delta };
}

/**
 * The delta since the whole file (`delta`: entries set, null for those removed), or the whole file again when there
 * is none or the delta has grown past `share` of it; returns the whole file as it now is.
 */
export function writeEntries<Entry>(dir: string, secret: string, entries: Map<string, Entry>, delta: Map<string, Entry | null>, base: Base | undefined, share: number): Base {
  const deltaPath = join(dir, LOAD_DELTA_FILE);
  if (base) {
    const set = [...delta].filter((change): change is [string, Entry] => change[1] !== null);
    const removed = [...delta].flatMap(([name, entry]) => (entry === null ? [name] : []));
    const body = JSON.stringify({ base: base.signature, set, removed } satisfies Delta<Entry>);
    if (body.length <= base.length * share) {
      writeSigned(deltaPath, secret, body);
      return base;
    }
  }
  const body = JSON.stringify([...entries]);
  // Written before the delta goes: a delta left behind names the old file's signature and is ignored.
  const written = { signature: writeSigned(join(dir, LOAD_CACHE_FILE), secret, body), length: body.length };
  delta.clear();
  rmSync(deltaPath, { force: true });
  return written;
}
