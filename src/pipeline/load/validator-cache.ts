// The compiled JSON-Schema validators: made with ajv once per schema, kept in .cache/ajv/ between runs.
import Ajv, { type ValidateFunction } from "ajv";
import standaloneCode from "ajv/dist/standalone";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { CACHE_DIR as CACHE_FOLDER } from "../cache";

const AJV_OPTIONS = { allErrors: true, discriminator: true, verbose: true, strict: true, strictTypes: false } as const;
// Beside the code that made the validator (a test project with its own copy of src/ has its own).
const CACHE_DIR = join(import.meta.dirname, "../../..", CACHE_FOLDER, "ajv");
const require = createRequire(import.meta.url);
const compiled = new Map<object, ValidateFunction>();

/**
 * Compiling the page schema costs a few hundred milliseconds on every run, so the generated validator is kept in
 * .cache/ajv/, named by a hash of the schema: a schema change makes a new file, never a stale validator.
 */
export function validatorFor(schema: object): ValidateFunction {
  const known = compiled.get(schema);
  if (known) return known;
  const hash = createHash("sha256").update(JSON.stringify(schema)).update(JSON.stringify(AJV_OPTIONS)).digest("hex").slice(0, 16);
  const file = join(CACHE_DIR, `${hash}.cjs`);
  let validate: ValidateFunction;
  if (existsSync(file)) {
    validate = require(file) as ValidateFunction;
  } else {
    const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true } });
    validate = ajv.compile(schema);
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      writeFileSync(file, standaloneCode(ajv, validate));
    } catch {
      // A read-only checkout still validates; it just compiles each time.
    }
  }
  compiled.set(schema, validate);
  return validate;
}
