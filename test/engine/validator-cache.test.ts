// The schema validators kept in .cache/ajv/: a process whose validators are all kept validates with them and never
// loads ajv's compiler (some 55 ms of every build's start); one without them compiles and keeps them.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parse } from "yaml";
import { validatorFor } from "../../src/pipeline/load/validator-cache";
import { pageSchema } from "../../src/schema/page";
import { ROOT } from "../helpers/site";

const test = suite("engine: kept validators");

/** In a fresh process: the page schema's validator, what it says of two pages, and whether ajv's compiler was loaded. */
const PROBE = `
import { createRequire } from "node:module";
import { validatorFor } from "./src/pipeline/load/validator-cache.ts";
import { pageSchema } from "./src/schema/page.ts";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
const validate = validatorFor(pageSchema);
const verdicts = [validate({ meta: {}, sections: [] }), validate(parse(readFileSync("test/fixtures/project/pages/contact.yaml", "utf8")))];
const compiler = Object.keys(createRequire(import.meta.url).cache).some((path) => /node_modules\\/ajv\\/dist\\/(ajv|core)\\.js$/.test(path));
console.log(JSON.stringify({ verdicts, compiler }));
`;

test("a process whose validator is kept validates as a compiled one does, without loading ajv's compiler", () => {
  validatorFor(pageSchema); // kept by this process if it was not yet
  const compiledHere = validatorFor(pageSchema);
  const expected = [compiledHere({ meta: {}, sections: [] }), compiledHere(parse(readFileSync(join(ROOT, "test/fixtures/project/pages/contact.yaml"), "utf8")))];
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", PROBE], { cwd: ROOT, encoding: "utf8" });
  assert.is(child.status, 0, child.stderr);
  assert.equal(JSON.parse(child.stdout.trim().split("\n").at(-1)!), { verdicts: expected, compiler: false });
  assert.equal(expected, [false, true], "a page without its fields is refused, the fixture's contact page passes");
});

test.run();
