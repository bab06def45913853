// Item 10 of the threat list: HSTS preload is hard to undo, so _headers asks for it only when site.yaml opts in.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { run } from "../../src/pipeline/build";
import { inTempProject } from "../helpers/project";

const test = suite("hardening: HSTS preload is opt-in");

async function hsts(root: string) {
  const { code } = await run({ root, outDir: join(root, "dist"), validateOnly: false, production: false, strict: false }, () => undefined);
  assert.is(code, 0);
  return /Strict-Transport-Security: .*/.exec(readFileSync(join(root, "dist/_headers"), "utf8"))?.[0];
}

test("without settings.hstsPreload: no preload; with hstsPreload: true: preload", () =>
  inTempProject("fixture", { code: true }, async (root) => {
    assert.is(await hsts(root), "Strict-Transport-Security: max-age=63072000; includeSubDomains");
    const site = join(root, "site.yaml");
    writeFileSync(site, readFileSync(site, "utf8").replace("  organization:\n", "  hstsPreload: true\n  organization:\n"));
    assert.is(await hsts(root), "Strict-Transport-Security: max-age=63072000; includeSubDomains; preload");
  }),
);

test.run();
