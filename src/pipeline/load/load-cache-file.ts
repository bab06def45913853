// The load cache's files (load-cache.ts): every entry in .cache/loaded.json, and what changed since it was written in a
// small signed delta beside it, so one page saved is not 10 MB written.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { readSignedBytes, readSignedFile, writeSigned } from "../signed-file";

export const LOAD_CACHE_FILE = "loaded.json";
/** The entries set or removed since LOAD_CACHE_FILE was written, bound to it by its signature. */
export const LOAD_DELTA_FILE = "loaded-delta.json";

/**
 * An entry's data, as kept in the whole file: parsed (`data`), or its JSON's bytes (`raw`) not parsed yet. Most pages'
 * data is never looked at in a build that takes them unchanged (the page memo recalls their output), and parsing all
 * of it was a tenth of a one-page build at 1,700 pages.
 */
export interface Stored {
  data?: unknown;
  raw?: Buffer;
}

/** The whole file's first line: each entry but its data, with the length of its data's JSON; the data follow it. */
interface Index<Entry> {
  format: typeof FORMAT;
  entries: [string, Omit<Entry, keyof Stored>, number][];
}
const FORMAT = 2;

/** An entry's data as JSON bytes: as read when never parsed, none when it has none. */
const dataBytes = ({ data, raw }: Stored) => raw ?? (data === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(data), "utf8"));

/** An entry with its data parsed: what a delta holds. */
export const parsed = <Entry extends Stored>(entry: Entry): Entry => {
  if (!entry.raw) return entry;
  const { raw, ...rest } = entry;
  return { ...rest, data: JSON.parse(raw.toString("utf8")) } as Entry;
};

/** The whole file's entries, their data left as bytes; throws on anything but this format, whole. */
function readWhole<Entry extends Stored>(body: Buffer): Map<string, Entry> {
  const newline = body.indexOf(10);
  const index = JSON.parse(body.toString("utf8", 0, newline < 0 ? body.length : newline)) as Index<Entry>;
  if (newline < 0 || index.format !== FORMAT || !Array.isArray(index.entries)) throw new Error("not this format");
  const entries = new Map<string, Entry>();
  let at = newline + 1;
  for (const [name, entry, length] of index.entries) {
    if (!Number.isSafeInteger(length) || length < 0 || at + length > body.length) throw new Error("cut short");
    entries.set(name, (length ? { ...entry, raw: body.subarray(at, at + length) } : entry) as Entry);
    at += length;
  }
  if (at !== body.length) throw new Error("more than its index");
  return entries;
}

/** The whole file's body (see Index). */
function wholeBody<Entry extends Stored>(entries: Map<string, Entry>): Buffer {
  const parts: Buffer[] = [];
  const index: Index<Entry> = { format: FORMAT, entries: [] };
  for (const [name, entry] of entries) {
    const { data: _data, raw: _raw, ...rest } = entry;
    const bytes = dataBytes(entry);
    index.entries.push([name, rest, bytes.length]);
    parts.push(bytes);
  }
  return Buffer.concat([Buffer.from(`${JSON.stringify(index)}\n`, "utf8"), ...parts]);
}

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
export function readEntries<Entry extends Stored>(dir: string, secret: string): { entries: Map<string, Entry>; base?: Base; delta: Map<string, Entry | null> } {
  const whole = readSignedBytes(join(dir, LOAD_CACHE_FILE), secret);
  let entries: Map<string, Entry>;
  try {
    if (!whole) return { entries: new Map(), delta: new Map() };
    entries = readWhole<Entry>(whole.body);
  } catch {
    return { entries: new Map(), delta: new Map() };
  }
  const base = { signature: whole.signature, length: whole.body.length };
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
export function writeEntries<Entry extends Stored>(dir: string, secret: string, entries: Map<string, Entry>, delta: Map<string, Entry | null>, base: Base | undefined, share: number): Base {
  const deltaPath = join(dir, LOAD_DELTA_FILE);
  if (base) {
    const set = [...delta].flatMap(([name, entry]): [string, Entry][] => (entry === null ? [] : [[name, parsed(entry)]]));
    const removed = [...delta].flatMap(([name, entry]) => (entry === null ? [name] : []));
    const body = JSON.stringify({ base: base.signature, set, removed } satisfies Delta<Entry>);
    if (body.length <= base.length * share) {
      writeSigned(deltaPath, secret, body);
      return base;
    }
  }
  const body = wholeBody(entries);
  // Written before the delta goes: a delta left behind names the old file's signature and is ignored.
  const written = { signature: writeSigned(join(dir, LOAD_CACHE_FILE), secret, body), length: body.length };
  delta.clear();
  rmSync(deltaPath, { force: true });
  return written;
}
