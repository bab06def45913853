// Parsing a page with a plain copy of the environment (yaml reads process.env for every token): the same document,
// and the process's own environment put back, even when the text fails to parse.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseYaml } from "../../src/pipeline/load/parse";
import { SourceFile } from "../../src/pipeline/load/source";

const test = suite("engine: parsing YAML");

test("a page's document as yaml gives it, and process.env is the process's own again afterwards", () => {
  const env = process.env;
  const doc = parseYaml(new SourceFile("pages/x.yaml", "meta:\n  title: Hire {brand}\nsections:\n  - type: hero\n"));
  assert.equal(doc?.toJS(), { meta: { title: "Hire {brand}" }, sections: [{ type: "hero" }] });
  assert.is(process.env, env);
  const broken = new SourceFile("pages/y.yaml", "meta: [unclosed\n");
  assert.is(parseYaml(broken), null);
  assert.ok(broken.problems.length > 0);
  assert.is(process.env, env);
});

test.run();
