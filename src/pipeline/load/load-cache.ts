// Each YAML file's outcome of loading (its data or none, its problems, its notes), kept in .cache/loaded.json by the
// file's name and text, its schema and the engine: a file that did not change is neither parsed nor validated again.
import { createHash } from "node:crypto";
import { CACHE_DIR, cacheFolder } from "../cache";
import { codeKey } from "../engine-key.mjs";
import { projectPath } from "../files/project-files";
import { asReported, type Problem } from "../problems";
import { readEntries, writeEntries, type Base, type Stored } from "./load-cache-file";

/** What loading one file gave: `ok` when it yielded data (checks on it may still have warned). */
export interface Outcome {
  ok: boolean;
  data?: unknown;
  problems: Problem[];
  notes: string[];
  /** The ranges of the values marked # EXAMPLE (load/example-marks.ts). */
  examples: [number, number][];
}

interface Entry extends Outcome, Stored {
  key: string;
  /**
   * The file's state (input-hashes.ts: statKey) when it was read, settled, and its text's digest: while the file has
   * that state, its outcome is taken without reading it (its text is read only to show a problem in it).
   */
  state?: string;
  digest?: string;
}

/** The packages whose behaviour shapes an outcome: the YAML parser and the schema validator. */
const PACKAGES = ["yaml", "ajv"];

/** Only data JSON gives back exactly is kept: no Infinity, no key that YAML turned into a prototype. */
function plain(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return Object.getPrototypeOf(value) === Array.prototype && value.every(plain);
  return typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(plain);
}

/**
 * One project's outcomes, read once per process (the dev server's builder keeps them between saves) and written back
 * after each load with only the files that load saw. The file is signed with the cache's secret: an entry the tools
 * did not write is never taken for validated data. Nothing is read or written through a link.
 */
export class LoadCache {
  private readonly seen = new Set<string>();
  /** Entries whose data a load already holds: handed out again (the dev server's next save), they are copies. */
  private readonly given = new Set<string>();
  /** Outcomes a load thread made for the load under way (see adopt): loaded, not taken from the cache. */
  private readonly adopted = new Set<string>();
  private changed = false;
  /** The files whose outcome was taken from the cache since it was opened (for tests and the bench). */
  readonly taken = new Set<string>();
  /** Of those taken, the files found in the state their outcome was kept with, and not read (for tests). */
  readonly unread = new Set<string>();
  /** Of those taken, the files whose data was then asked for, and parsed from the file (for tests). */
  readonly parsed = new Set<string>();
  /** The files whose outcome a load thread made and a load since it was opened used (for tests). */
  readonly fromThreads = new Set<string>();

  private constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly entries: Map<string, Entry>,
    private base: Base | undefined,
    /** What differs from the whole file on disk: an entry set, or null for one removed. */
    private readonly delta: Map<string, Entry | null>,
  ) {}

  /** The project's cache, or undefined when .cache/ cannot be used (a link, a read-only checkout): loading still works. */
  static open(root: string): LoadCache | undefined {
    if (bypassed.has(root)) return undefined;
    const known = opened.get(root);
    if (known) return known;
    let cache: LoadCache;
    try {
      const { dir, secret } = cacheFolder(root);
      const { entries, base, delta } = readEntries<Entry>(dir, secret);
      cache = new LoadCache(root, secret, entries, base, delta);
    } catch {
      return undefined;
    }
    opened.set(root, cache);
    return cache;
  }

  /** The next open reads the file again, as a new process would. */
  static forget(root: string) {
    opened.delete(root);
  }

  /**
   * `load` run as if the project at `root` had no cache: every file it loads is parsed and validated, and nothing is
   * kept. The dev builder's rehearsal loads a page so, as a save of a changed page loads it (see Kept.rehearse).
   */
  static without<T>(root: string, load: () => T): T {
    bypassed.add(root);
    try {
      return load();
    } finally {
      bypassed.delete(root);
    }
  }

  /**
   * Lets the outcomes go once they are written (the build renders without them: they are a second copy of every page's
   * data); a later load in this process loads every file again.
   */
  release() {
    this.entries.clear();
    this.given.clear();
  }

  /** The key of one file's outcome: everything loading it depends on besides the code (`digest`: its text's, SourceFile.digest). */
  static key(name: string, digest: string, schema: object | undefined, context: string): string {
    return createHash("sha256").update(codeKey(PACKAGES)).update(schema ? schemaKey(schema) : "-").update(`\0${context}\0${name}\0${digest}`).digest("hex");
  }

  /** Whether an outcome is kept for the file `name` (for whichever text). */
  holds(name: string): boolean {
    return this.entries.has(name);
  }

  /** The digest of the file `name`'s text when its state is the one its outcome was kept with, or undefined. */
  keptDigest(name: string, state: string): string | undefined {
    const entry = this.entries.get(name);
    return entry?.state === state ? entry.digest : undefined;
  }

  /** Keeps the settled state of the file `name`, read with this digest, beside its outcome (see keptDigest). */
  keepState(name: string, state: string, digest: string) {
    const entry = this.entries.get(name);
    if (!entry || (entry.state === state && entry.digest === digest)) return;
    const kept = { ...entry, state, digest };
    this.entries.set(name, kept);
    this.delta.set(name, kept);
    this.changed = true;
  }

  get(name: string, key: string): Outcome | undefined {
    const entry = this.entries.get(name);
    if (!entry || entry.key !== key) return undefined;
    this.seen.add(name);
    if (this.adopted.delete(name)) this.fromThreads.add(name);
    else this.taken.add(name);
    const outcome = { ok: entry.ok, problems: asReported(entry.problems), notes: [...entry.notes], examples: entry.examples };
    // Data still as read is parsed when first asked for (each load its own copy): most pages' never is.
    const { raw } = entry;
    if (raw)
      return lazily(outcome, () => {
        this.parsed.add(name);
        return JSON.parse(raw.toString("utf8")) as unknown;
      });
    const data = this.given.has(name) ? structuredClone(entry.data) : entry.data;
    this.given.add(name);
    return { ...outcome, data };
  }

  set(name: string, key: string, outcome: Outcome) {
    this.keep(name, key, structuredClone(outcome));
  }

  /**
   * An outcome a load thread made for this load (load-thread.ts), taken as it came (a copy of its own already): the
   * load then finds it here, and counts it as loaded, not as taken from the cache.
   */
  adopt(name: string, key: string, outcome: Outcome) {
    this.keep(name, key, outcome);
    this.adopted.add(name);
  }

  private keep(name: string, key: string, outcome: Outcome) {
    this.seen.add(name);
    if (outcome.ok && !plain(outcome.data)) {
      this.remove(name);
      return;
    }
    const entry = { key, ...outcome };
    this.entries.set(name, entry);
    this.delta.set(name, entry);
    this.given.delete(name);
    this.changed = true;
  }

  /**
   * A process that loads again and again (the dev server's builder) writes the file this long after its last load,
   * not after each: writing 10 MB would cost a save of one page a second. Its outcomes stay in memory meanwhile.
   */
  static writeDelayMs = 0;
  /** The delta is folded into the whole file once its text passes this share of the whole file's. */
  static deltaShare = 0.2;
  private timer: NodeJS.Timeout | undefined;

  /**
   * Writes the outcomes kept, when anything changed; a failure only costs time. `whole`: this load read every file of
   * the project, so an entry it did not see is a file gone, and is dropped. A load in part (the dev builder's, of the
   * files a save changed) keeps them: its project still holds every other file as loaded before.
   */
  save(whole = true) {
    if (whole) for (const name of this.entries.keys()) if (!this.seen.has(name)) this.remove(name);
    this.seen.clear();
    if (!this.changed) return;
    clearTimeout(this.timer);
    if (LoadCache.writeDelayMs) this.timer = setTimeout(() => this.write(), LoadCache.writeDelayMs).unref();
    else this.write();
  }

  private remove(name: string) {
    if (!this.entries.delete(name)) return;
    this.delta.set(name, null);
    this.changed = true;
  }

  private write() {
    this.changed = false;
    try {
      const dir = projectPath(this.root, CACHE_DIR); // .cache/ itself replaced by a link since it was checked: nothing is written
      this.base = writeEntries(dir, this.secret, this.entries, this.delta, this.base, LoadCache.deltaShare);
    } catch {
      // The cache only saves time.
    }
  }
}

const opened = new Map<string, LoadCache>();
/** The projects loaded without their cache just now (see without). */
const bypassed = new Set<string>();

/** `outcome` with its data made by `make` the first time it is read. */
function lazily(outcome: Omit<Outcome, "data">, make: () => unknown): Outcome {
  let data: unknown;
  let made = false;
  return {
    ...outcome,
    get data() {
      if (!made) [data, made] = [make(), true];
      return data;
    },
  };
}

const schemaKeys = new WeakMap<object, string>();
function schemaKey(schema: object): string {
  let key = schemaKeys.get(schema);
  if (!key) schemaKeys.set(schema, (key = createHash("sha256").update(JSON.stringify(schema)).digest("hex")));
  return key;
}
