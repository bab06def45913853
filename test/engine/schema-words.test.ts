// The site's bundle leaves the section schemas' words out (the validator and the editor keep them): the transform
// empties descriptions, examples and the helpers' description arguments, and nothing else.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { withoutSchemaWords } from "../../src/pipeline/emit/schema-words";

const test = suite("schema words out of the site's bundle");

test("descriptions, examples and the helpers' first argument are emptied; values, limits and code stay", () => {
  const code = `export const schema = section("hero", "The opening band of a page.", {
  eyebrow: text("Short line above the heading, such as \\"the country\\".", 80),
  title: heading(\`The page's main heading (h1).\`),
  id: { type: "string", pattern: "^[a-z]+$", description: "In-page anchor.", examples: ["services", "faq"] },
}, ["title"]);
const label = "description: stays inside a string";
const meta = { description: page.meta.description };`;
  assert.is(withoutSchemaWords(code), `export const schema = section("hero", "", {
  eyebrow: text("", 80),
  title: heading(""),
  id: { type: "string", pattern: "^[a-z]+$", description: "", examples: [] },
}, ["title"]);
const label = "description: stays inside a string";
const meta = { description: page.meta.description };`);
});

test.run();
