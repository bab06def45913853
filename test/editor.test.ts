// Editor support: the committed JSON Schemas match src/, explain every property, and every YAML file points at them.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { PAGE_MODELINE, SITE_MODELINE } from "../src/pipeline/load/project";
import { schemaFiles } from "../src/pipeline/emit/schema-files";
import { ROOT } from "./helpers/site";

const test = suite("editor support");

test("schema/*.json are exactly what src/ generates (no drift; run npm run build to refresh them)", () => {
  for (const [name, text] of Object.entries(schemaFiles())) {
    assert.fixture(readFileSync(join(ROOT, name), "utf8"), text, name);
  }
});

interface Schema { [key: string]: unknown; properties?: Record<string, Schema>; description?: string; pattern?: string; examples?: unknown[] }

/** Every property schema in a schema file, with its path, wherever it sits (items, oneOf branches, additionalProperties). */
function properties(node: unknown, path = ""): { path: string; schema: Schema }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => properties(item, `${path}/${i}`));
  if (!node || typeof node !== "object") return [];
  const schema = node as Schema;
  const own = Object.entries(schema.properties ?? {}).map(([key, value]) => ({ path: `${path}/${key}`, schema: value }));
  return [...own, ...Object.entries(schema).flatMap(([key, value]) => properties(value, `${path}/${key}`))];
}

for (const name of ["schema/page.json", "schema/site.json"]) {
  test(`${name}: every property has a description for hover help, every patterned one an example`, () => {
    const found = properties(JSON.parse(readFileSync(join(ROOT, name), "utf8")));
    assert.ok(found.length > 30, `only ${found.length} properties found`);
    assert.equal(found.filter(({ schema }) => typeof schema.description !== "string" || schema.description.length < 8).map((p) => p.path), []);
    assert.equal(found.filter(({ schema }) => schema.pattern && !schema.examples?.length).map((p) => p.path), []);
  });
}

test("site.yaml and every page start with the modeline, and it leads to the schema file", () => {
  const files = ["site.yaml", ...readdirSync(join(ROOT, "pages")).filter((f) => f.endsWith(".yaml")).map((f) => `pages/${f}`)];
  for (const file of files) {
    const modeline = file === "site.yaml" ? SITE_MODELINE : PAGE_MODELINE;
    assert.is(readFileSync(join(ROOT, file), "utf8").split("\n")[0], modeline, file);
    const target = join(ROOT, dirname(file), modeline.split("$schema=")[1]);
    assert.ok(existsSync(target), `${file}: ${target} does not exist`);
  }
});

test(".vscode maps the schemas without a modeline and recommends the YAML extension", () => {
  const settings = JSON.parse(readFileSync(join(ROOT, ".vscode/settings.json"), "utf8")) as { "yaml.schemas": Record<string, string[]>; "[yaml]": Record<string, unknown> };
  assert.equal(settings["yaml.schemas"], { "./schema/page.json": ["pages/*.yaml"], "./schema/site.json": ["site.yaml"] });
  for (const schema of Object.keys(settings["yaml.schemas"])) assert.ok(existsSync(join(ROOT, schema)), schema);
  assert.is(settings["[yaml]"]["editor.insertSpaces"], true, "tabs would break YAML indentation");
  const extensions = JSON.parse(readFileSync(join(ROOT, ".vscode/extensions.json"), "utf8")) as { recommendations: string[] };
  assert.ok(extensions.recommendations.includes("redhat.vscode-yaml"));
});

test.run();
