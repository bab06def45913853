// Gate: every built page (404.html included) is valid HTML by html-validate's recommended rules.
import { readdirSync } from "node:fs";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { builtSite, readBuilt } from "../helpers/site";
import { htmlErrors } from "./support/html-validator";
import { readFixture } from "./support/fixtures";

const test = suite("quality gate: valid HTML");

test("the checker reports invalid markup (fixture)", async () => {
  const errors = await htmlErrors(readFixture("invalid.html"), "invalid.html");
  const rules = [...new Set(errors.map((line) => /\d+ ([\w-]+):/.exec(line)?.[1]))].sort();
  assert.equal(rules, ["element-permitted-content", "no-dup-id", "no-implicit-close"]);
});

test("every built page, 404.html included, has zero errors", async () => {
  const dist = await builtSite();
  const pages = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html")).sort();
  assert.ok(pages.includes("404.html") && pages.includes("index.html") && pages.length >= 18, `pages found: ${pages.join(", ")}`);
  const errors = (await Promise.all(pages.map(async (file) => htmlErrors(readBuilt(dist, file), file)))).flat();
  assert.equal(errors, []);
});

test.run();
