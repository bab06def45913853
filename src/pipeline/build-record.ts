// The record of the last good build into a folder: a hash of each file it read, the signature of the output folder's
// manifest (every file it wrote with its state) and what it printed. A build whose inputs and output folder still
// match the record has nothing to do: it says so.
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, type Dirent } from "node:fs";
import { join, relative } from "node:path";
import { cacheFolder } from "./cache";
import { engineKey } from "./engine-key.mjs";
import { keepHashes, keptHash, keptStates } from "./input-hashes";
import { verifiedManifest } from "./emit/output-manifest";
import { readSigned, writeSigned } from "./signed-file";

/** What the build reads from the project (the bundle is made from its src/; the engine key holds the engine's): files and folders. */
const INPUTS = ["site.yaml", "pages", "public", "schema", "src", "published-routes.txt", "package.json", "package-lock.json", "tsconfig.json"];
/** public/ as the build hashes it: what a page reads besides its words (its card's logo, its pictures' sizes). */
export const publicInputs = (root: string) => hashInputs(root, undefined, ["public"]);

/** What the build itself writes into the project: hashed again after it, so its own writes are not a change. */
const WRITTEN_BY_BUILD = /^(published-routes\.txt|schema\/.*|pages\/.*_translated-from\.json)$/;

export interface RecordedOptions {
  root: string;
  outDir: string;
  production: boolean;
  strict: boolean;
  writeSchemas?: boolean;
}

interface Record {
  /** The engine, Node and the options: a build with other settings is another build. */
  settings: string;
  /** Each input file's hash by its path from the root ("link" or "folder" for what is not a file). */
  inputs: { [path: string]: string };
  /** The state each file had when it was hashed (input-hashes.ts), for files last changed well before: its hash is kept while it has that state. */
  stats?: { [path: string]: string };
  /**
   * The signature of the output folder's manifest as the build kept it (emit/output-manifest.ts): while the folder is
   * exactly as that manifest says (every file in its state, none added or removed), it is the build's output.
   */
  output: string;
  /** What the build printed, its last line ending "in N ms." */
  lines: string[];
}

const sha = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** The entries under `dir` with their paths, sorted by path; none when it is missing. */
function entries(dir: string): { path: string; entry: Dirent }[] {
  try {
    // Each path joined once, not once per comparison (12,000 entries in a 1,700-page build).
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .map((entry) => ({ path: join(entry.parentPath, entry.name), entry }))
      .sort((a, b) => (a.path < b.path ? -1 : 1));
  } catch {
    return [];
  }
}

/**
 * Each input's hash by path; links are never followed, only named. `only`: the paths to hash; `from`: the top-level
 * inputs to walk for them (public/ alone for the pages' pictures, not the thousands of page files).
 */
export function hashInputs(root: string, only?: RegExp, from: readonly string[] = INPUTS): Record["inputs"] {
  const inputs: Record["inputs"] = {};
  const add = (path: string, kind: { isFile(): boolean; isSymbolicLink(): boolean; isDirectory(): boolean }) => {
    const name = relative(root, path);
    if (only && !only.test(name)) return;
    inputs[name] = kind.isSymbolicLink() ? "link" : kind.isDirectory() ? "folder" : kind.isFile() ? keptHash(path) : "other";
  };
  for (const input of from) {
    const path = join(root, input);
    let stat;
    try {
      stat = lstatSync(path);
    } catch {
      continue;
    }
    add(path, stat);
    if (stat.isDirectory()) for (const { path: inner, entry } of entries(path)) add(inner, entry);
  }
  return inputs;
}

function settingsOf(options: RecordedOptions): string {
  const env = ["NODE_ENV", "SECTION_EXAMPLES"].map((name) => `${name}=${process.env[name] ?? ""}`).join(" ");
  return sha(JSON.stringify([engineKey([]), process.versions.node, env, options.production, options.strict, options.outDir, Boolean(options.writeSchemas)]));
}

const recordFile = (options: RecordedOptions) => {
  const { dir, secret } = cacheFolder(options.root);
  return { path: join(dir, `build-record-${sha(options.outDir).slice(0, 16)}.json`), secret };
};

const sameInputs = (a: Record["inputs"], b: Record["inputs"]) => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
};

/**
 * A build about to start: `replay` holds what the last build printed when nothing it read or wrote has changed since
 * (its last line with this run's time); otherwise `save` records this build once it has succeeded.
 */
export function startRecord(options: RecordedOptions, started: number) {
  const { path, secret } = recordFile(options);
  const settings = settingsOf(options);
  const text = readSigned(path, secret);
  const last = text ? (JSON.parse(text) as Record) : undefined;
  // The last record's hashes, for the files whose state is still the one they were hashed with.
  if (last?.stats) keepHashes(options.root, last.inputs, last.stats);
  const inputs = hashInputs(options.root);
  const unchanged = last && last.settings === settings && sameInputs(last.inputs, inputs) && last.output === verifiedManifest(options.root, options.outDir)?.signature;
  // The problems and notes as they were; the last line says that nothing was built, and this run's time.
  const upToDate = (line: string) => line.replace(/built (\d+ pages \(and 404\.html\)) into (.*) in \d+ ms\.$/, (_all, pages: string, out: string) => `nothing changed since the last build: the ${pages} in ${out} are up to date (${Math.round(performance.now() - started)} ms).`);
  const replay = unchanged ? [...last.lines.slice(0, -1), upToDate(last.lines.at(-1) ?? "")] : undefined;
  return {
    replay,
    /** `output`: the signature of the manifest the build kept of its output folder (none: nothing is recorded). */
    save(lines: string[], output: string | undefined) {
      if (!output) return;
      // Its own writes (the published routes, the schemas, the translations' sources) are what the next build will read.
      for (const name of Object.keys(inputs)) if (WRITTEN_BY_BUILD.test(name)) delete inputs[name];
      Object.assign(inputs, hashInputs(options.root, WRITTEN_BY_BUILD));
      const kept = lines.filter((line) => !/^updated \S+$/.test(line) && !line.startsWith("note: could not delete the previous build"));
      const stats = keptStates(options.root, inputs);
      writeSigned(path, secret, JSON.stringify({ settings, inputs, stats, output, lines: kept } satisfies Record));
    },
  };
}
