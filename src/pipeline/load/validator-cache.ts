// The compiled JSON-Schema validators: made with ajv once per schema, kept in .cache/ajv/ between runs, each signed
// with the cache's secret so that only code this machine's tools wrote is ever run.
import type { ValidateFunction } from "ajv";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { lstatSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { cacheFolder } from "../cache";
import { makeProjectDir, writeProjectFile } from "../files/project-files";

const AJV_OPTIONS = { allErrors: true, discriminator: true, verbose: true, strict: true, strictTypes: false } as const;
// Beside the code that made the validator (a test project with its own copy of src/ has its own).
const CODE_ROOT = resolve(import.meta.dirname, "../../..");
const require = createRequire(import.meta.url);
const compiled = new Map<object, ValidateFunction>();

const signature = (secret: string, code: Buffer | string) => createHmac("sha256", secret).update(code).digest();

/** The cached validator's code, if this machine's tools wrote it (its signature checks out); otherwise undefined. */
function verifiedFile(file: string, secret: string): string | undefined {
  try {
    if (!lstatSync(file).isFile() || !lstatSync(`${file}.sig`).isFile()) return undefined;
    const expected = signature(secret, readFileSync(file));
    const given = Buffer.from(readFileSync(`${file}.sig`, "utf8").trim(), "hex");
    return given.length === expected.length && timingSafeEqual(given, expected) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The cache file of a schema's validator: a hash of the schema and the options, so a schema change makes a new file. */
export const validatorFileName = (schema: object) =>
  `${createHash("sha256").update(JSON.stringify(schema)).update(JSON.stringify(AJV_OPTIONS)).digest("hex").slice(0, 16)}.cjs`;

/**
 * Compiling the page schema costs a few hundred milliseconds on every run, so the generated validator is kept in
 * .cache/ajv/, named by a hash of the schema: a schema change makes a new file, never a stale validator. A file there
 * without a valid signature (committed, copied, edited) is not run: the validator is compiled and written anew.
 */
export function validatorFor(schema: object): ValidateFunction {
  const known = compiled.get(schema);
  if (known) return known;
  const name = validatorFileName(schema);
  let validate: ValidateFunction | undefined;
  let cache: { dir: string; secret: string } | undefined;
  try {
    cache = cacheFolder(CODE_ROOT);
  } catch {
    // A read-only checkout or a refused .cache still validates; it just compiles each time.
  }
  const file = cache && join(cache.dir, "ajv", name);
  const trustedFile = cache && file ? verifiedFile(file, cache.secret) : undefined;
  if (trustedFile) validate = require(trustedFile) as ValidateFunction;
  if (!validate) {
    // Loaded only to compile: a run whose validators are all kept never loads ajv's compiler (some 55 ms of a start).
    const { default: Ajv } = require("ajv") as typeof import("ajv");
    const { default: standaloneCode } = require("ajv/dist/standalone") as typeof import("ajv/dist/standalone");
    const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true } });
    validate = ajv.compile(schema);
    if (cache) {
      try {
        const code = standaloneCode(ajv, validate);
        makeProjectDir(CODE_ROOT, ".cache/ajv");
        writeProjectFile(CODE_ROOT, `.cache/ajv/${name}`, code);
        writeProjectFile(CODE_ROOT, `.cache/ajv/${name}.sig`, signature(cache.secret, code).toString("hex"));
      } catch {
        // As above: compiling each time is slower, never wrong.
      }
    }
  }
  compiled.set(schema, validate);
  return validate;
}
