// docs/sections.md is made from the section schemas and examples: it must match what `npm run catalogue` writes now.
import Ajv from "ajv";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { CATALOGUE, catalogueMarkdown, screenshotFile } from "../../scripts/catalogue/markdown";
import { sectionDefs } from "../../src/sections";
import { ROOT } from "../helpers/site";

const test = suite("section catalogue");
const STALE = `${CATALOGUE} is out of date: run npm run catalogue and commit what it writes`;

test("docs/sections.md is exactly what the schemas and examples make today", () => {
  assert.fixture(readFileSync(join(ROOT, CATALOGUE), "utf8"), catalogueMarkdown(), STALE);
});

test("a changed schema description makes it stale (the check above would fail)", () => {
  const def = sectionDefs[0];
  const schema = def.schema as { description: string };
  const original = schema.description;
  try {
    schema.description = `${original} Changed.`;
    assert.is.not(catalogueMarkdown(), readFileSync(join(ROOT, CATALOGUE), "utf8"));
  } finally {
    schema.description = original;
  }
});

test("every section type has an example that its own schema accepts, and a screenshot of it", () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const def of sectionDefs) {
    assert.ok(def.example, `${def.type} has no example in src/sections/${def.type}.tsx`);
    const validate = ajv.compile(def.schema);
    assert.ok(validate(def.example), `${def.type}'s example: ${ajv.errorsText(validate.errors)}`);
    assert.ok(existsSync(join(ROOT, screenshotFile(def.type))), `${screenshotFile(def.type)} is missing: ${STALE}`);
  }
});

test.run();
