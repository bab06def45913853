// One YAML file loaded: read defensively, parsed, checked and validated, or its outcome taken from the load cache
// when its text, schema and engine are those of a load before.
import { relative } from "node:path";
import type { Document } from "yaml";
import type { Loaded, Project } from "../model";
import { checkCharacters } from "./characters";
import { exampleRanges } from "./example-marks";
import { LoadCache, type Outcome } from "./load-cache";
import { parseLoaded, parseYaml } from "./parse";
import { quickData } from "./quick-parse";
import type { Overrides } from "./project";
import { decodeSource, inSafeFolder, readSource, type CheckedFolders, type ReadResult } from "./read";
import { SourceFile } from "./source";
import { lstatSync } from "node:fs";
import { settled, statKey } from "../input-hashes";
import { validateAgainst } from "./validate";
import { validatorFor } from "./validator-cache";

type DocCheck = (doc: Document.Parsed, file: SourceFile) => void;

export interface LoadOptions {
  /** Runs on every well-formed document, valid or not, so text checks report alongside schema errors. */
  parsed?: DocCheck;
  /** Runs on a document that passed its schema. */
  valid?: DocCheck;
  /** What `parsed` and `valid` depend on besides the file (the placeholder names): part of the cache key. */
  context?: string;
  /**
   * Whether `parsed` and `valid` would find nothing in this text, told from the text alone: its data may then be read
   * without a document (quick-parse.ts). Without it, a file with either check always has its document made.
   */
  quick?: (text: string) => boolean;
  overrides?: Overrides;
  limit?: { bytes: number; hint: string };
}

function checkModeline(file: SourceFile, expected: string) {
  const end = file.text.indexOf("\n");
  const first = end < 0 ? file.text : file.text.slice(0, end);
  if (first.trimEnd() === expected || file.text.trim() === "") return;
  const other = /^#\s*yaml-language-server:\s*\$schema=(\S*)/.exec(first)?.[1];
  const message = other === undefined ? "line 1 is not the editor modeline" : `the editor modeline points at ${other}`;
  file.report("warning", 0, first.length, message, `make line 1: ${expected} (editors then complete, explain and check what you type)`);
}

/** The folders a project's load has checked (each load makes a project of its own, so each checks them anew). */
const folders = new WeakMap<Project, CheckedFolders>();
const checkedFolders = (project: Project) => folders.get(project) ?? folders.set(project, new Map()).get(project)!;

/**
 * Without a schema or a modeline (translations, whose shape is their English page's), the text checks are the
 * caller's. A file whose outcome is cached reports the same problems and notes, and gives the same data.
 */
export function loadYaml<T>(project: Project, path: string, schema: object | undefined, modeline: string | undefined, options: LoadOptions = {}): Loaded<T> | undefined {
  const name = relative(project.root, path);
  const given = options.overrides?.get(name);
  const cache = LoadCache.open(project.root);
  const read = (): ReadResult => readSource(path, project.root, options.limit?.hint, options.limit?.bytes, checkedFolders(project));
  // The file's state before it is read: kept with its outcome once settled, so that the next load need not read it.
  const state = given === undefined && cache ? settledState(path) : undefined;
  const kept = state && cache!.keptDigest(name, state);
  if (kept && inSafeFolder(path, project.root, checkedFolders(project))) {
    // Its text is read only if a problem in it is shown (a code frame) or its document is needed.
    const text = () => {
      const again = read();
      return again.ok ? again.file.text : "";
    };
    const file = new SourceFile(name, text, kept);
    const known = cache!.get(name, outcomeKey(file, schema, modeline, options));
    if (known) {
      cache!.unread.add(name);
      return fromCache(project, file, known);
    }
  }
  const result = given === undefined ? read() : decodeSource(name, Buffer.from(given, "utf8"));
  if (!result.ok) {
    project.orphanProblems.push(result.problem);
    return undefined;
  }
  const file: SourceFile = result.file;
  if (file.problems.length) {
    project.files.push(file);
    return undefined; // unreadable text: parsing would only repeat the problem
  }
  const key = outcomeKey(file, schema, modeline, options);
  const known = cache?.get(file.name, key);
  if (known) {
    if (state) cache!.keepState(name, state, file.digest);
    return fromCache(project, file, known);
  }
  project.files.push(file);
  const { loaded, outcome } = outcomeOf<T>(file, schema, modeline, options);
  cache?.set(file.name, key, outcome);
  if (state) cache!.keepState(name, state, file.digest);
  // The document is not kept: a YAML syntax tree is some ten times the size of its text (hundreds of MiB for a site
  // of thousands of pages), and after loading it is needed only to place a problem, when it is parsed again.
  return loaded && lazyDoc(file, () => loaded.data, loaded.examples);
}

/** A file's outcome from the load cache: its problems and notes as they were, its data, its document made if asked. */
function fromCache<T>(project: Project, file: SourceFile, known: Outcome): Loaded<T> | undefined {
  project.files.push(file);
  file.problems.push(...known.problems);
  file.notes.push(...known.notes);
  // Its data asked of the outcome only when the page's is: a page recalled whole by the page memo never is.
  return known.ok ? lazyDoc(file, () => known.data as T, known.examples) : undefined;
}

/**
 * The file's state (statKey) when it is a regular file last changed well before now (input-hashes.ts: SETTLED), or
 * undefined: a file changed within the file system's clock tick may change again and keep its state.
 */
function settledState(path: string): string | undefined {
  try {
    const stat = lstatSync(path);
    return stat.isFile() && settled(stat) ? statKey(stat) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A read file parsed, checked and validated: what the load cache keeps of it (the same whether the build's own thread
 * or a load thread did it: see load-thread.ts), and the loaded file itself.
 */
export function outcomeOf<T>(file: SourceFile, schema: object | undefined, modeline: string | undefined, options: LoadOptions): { loaded?: Parsed<T>; outcome: Outcome } {
  const loaded = parseAndValidate<T>(file, schema, modeline, options);
  return { loaded, outcome: { ok: loaded !== undefined, data: loaded?.data, problems: file.problems, notes: file.notes, examples: loaded?.examples ?? [] } };
}

/** The load cache's key of a page or site file read as `file` (see LoadCache.key). */
export const outcomeKey = (file: SourceFile, schema: object | undefined, modeline: string | undefined, options: LoadOptions) =>
  LoadCache.key(file.name, file.digest, schema, `${modeline ?? ""}\0${options.context ?? ""}`);

/** What loading a file gives besides the file: its data and its values marked as examples. */
type Parsed<T> = Pick<Loaded<T>, "data" | "examples">;

function parseAndValidate<T>(file: SourceFile, schema: object | undefined, modeline: string | undefined, options: LoadOptions): Parsed<T> | undefined {
  if (modeline) checkModeline(file, modeline);
  const quick = quickValid(file.text, schema, options);
  if (quick) return { data: quick as T, examples: [] };
  const { parsed, valid } = options;
  const doc = parseYaml(file);
  if (!doc) return undefined;
  if (checkCharacters(doc, file)) return undefined;
  parsed?.(doc, file);
  const data = doc.toJS({ maxAliasCount: 0 }) as unknown;
  if (schema && !validateAgainst(schema, data, doc, file)) return undefined;
  valid?.(doc, file);
  return { data: data as T, examples: exampleRanges(doc, file.text) };
}

/**
 * The data read without a document, when the file's checks would find nothing in it and it passes its schema;
 * otherwise undefined, and yaml's document places whatever is wrong. Most files of a large site take this way.
 */
function quickValid(text: string, schema: object | undefined, { parsed, valid, quick }: LoadOptions): object | undefined {
  if ((parsed || valid) && !quick?.(text)) return undefined;
  const data = quickData(text);
  return data && (!schema || validatorFor(schema)(data)) ? data : undefined;
}

/** A loaded file: its data made when first asked for, its document parsed again only if a check needs a position in it. */
function lazyDoc<T>(file: SourceFile, makeData: () => T, examples: [number, number][]): Loaded<T> {
  let doc: Document.Parsed | undefined;
  let data: { value: T } | undefined;
  return {
    file,
    get data() {
      return (data ??= { value: makeData() }).value;
    },
    set data(value: T) {
      data = { value };
    },
    examples,
    get doc() {
      return (doc ??= parseLoaded(file));
    },
  };
}
