// Every error code the yaml library can raise on a page spec has a bad-input fixture that raises it, so each has
// a plain-words message checked word for word; the few that cannot arise are listed, with why, in syntax-codes.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { UNREACHABLE_CODES } from "../../src/pipeline/load/syntax-codes";
import { FIXTURES } from "../helpers/project";
import { ROOT } from "../helpers/site";

const test = suite("yaml error codes: each has a fixture");

test("every ErrorCode of the yaml package is raised by a fixture, or listed as unreachable", () => {
  const declared = readFileSync(join(ROOT, "node_modules/yaml/dist/errors.d.ts"), "utf8");
  const codes = [.../export type ErrorCode = ([^;]+);/.exec(declared)![1].matchAll(/'([A-Z_0-9]+)'/g)].map((match) => match[1]);
  assert.ok(codes.length > 20, "the ErrorCode list was found");
  const raised = new Map<string, string>();
  for (const name of readdirSync(FIXTURES).filter((file) => file.endsWith(".yaml")).sort()) {
    const text = readFileSync(join(FIXTURES, name), "utf8");
    const docs = parseAllDocuments(text, { prettyErrors: false, uniqueKeys: true, strict: true });
    for (const doc of Array.isArray(docs) ? docs : []) for (const error of [...doc.errors, ...doc.warnings]) if (!raised.has(error.code)) raised.set(error.code, name);
  }
  const missing = codes.filter((code) => !raised.has(code) && !UNREACHABLE_CODES.includes(code as never));
  assert.equal(missing, [], "codes with no fixture");
  assert.equal(UNREACHABLE_CODES.filter((code) => raised.has(code)), [], "codes listed as unreachable that a fixture raises");
});

test.run();
